import type { CreatedApiKey } from '@mrn/sdk/schemas/partner-keys';
import { useEffect, useRef, useState } from 'react';
import LiveMessage from '../LiveMessage.tsx';

export const SECRET_WARNING = 'Copy it now: we keep only a fingerprint, so it cannot be shown again.';

interface NewKeySecretProps {
  created: CreatedApiKey;
  /** The partner has copied the key and hides the box. */
  onDone: () => void;
}

/** The new key's secret, shown this once, with a Copy button (or the text selected to copy by hand). */
export default function NewKeySecret({ created, onDone }: NewKeySecretProps) {
  const [copyStatus, setCopyStatus] = useState('');
  const secretField = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLElement>(null);

  useEffect(() => {
    box.current?.focus();
  }, []);

  function selectSecret() {
    secretField.current?.focus();
    secretField.current?.select();
  }

  async function onCopy() {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(created.secret);
      setCopyStatus('Copied to the clipboard.');
    } catch {
      selectSecret();
      setCopyStatus('The key is selected: press Ctrl+C (⌘C on a Mac) to copy it.');
    }
  }

  return (
    <section ref={box} tabIndex={-1} className="api-key-secret" aria-labelledby="api-key-secret-heading">
      <h3 id="api-key-secret-heading">Your new key “{created.key.name}”</h3>
      <p className="api-key-secret-warning">
        <strong>{SECRET_WARNING}</strong>
      </p>
      <div className="api-key-secret-row">
        <label className="visually-hidden" htmlFor="api-key-secret">
          The new API key
        </label>
        <input
          ref={secretField}
          id="api-key-secret"
          className="api-key-secret-value"
          readOnly
          value={created.secret}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button className="button app-small-button" type="button" onClick={onCopy}>
          Copy
        </button>
      </div>
      <LiveMessage tone="status">{copyStatus}</LiveMessage>
      <button className="button button-secondary app-small-button" type="button" onClick={onDone}>
        I have copied it
      </button>
    </section>
  );
}
