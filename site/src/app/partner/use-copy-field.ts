import { useRef, useState } from 'react';

/**
 * Copy from a read-only field (a one-time secret, an install snippet): to the clipboard where the
 * browser allows it, else the field's text is selected to copy by hand. `status` says which, for a
 * live message; `what` names the text in the by-hand hint ("key", "snippet").
 */
export function useCopyField<Field extends HTMLInputElement | HTMLTextAreaElement>(
  text: string,
  what: string,
) {
  const field = useRef<Field>(null);
  const [status, setStatus] = useState('');

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      setStatus('Copied to the clipboard.');
    } catch {
      field.current?.focus();
      field.current?.select();
      setStatus(`The ${what} is selected: press Ctrl+C (⌘C on a Mac) to copy it.`);
    }
  }

  return { field, status, copy };
}
