import { type ReactNode, useEffect, useRef } from 'react';
import LiveMessage from '../LiveMessage.tsx';
import { useCopyField } from './use-copy-field.ts';

interface OneTimeSecretProps {
  /** The id of the read-only field; its heading is `${id}-heading`. */
  id: string;
  heading: ReactNode;
  warning: ReactNode;
  /** The field's (visually hidden) label, such as "The new API key". */
  fieldLabel: string;
  /** What the hint calls the secret when it is selected to copy by hand, such as "key". */
  noun: string;
  secret: string;
  /** The partner has copied the secret and hides the box. */
  onDone: () => void;
}

/**
 * A secret the server shows this once (only a fingerprint is kept): focused when it appears, with a
 * Copy button, or the text selected to copy by hand where the clipboard is not allowed.
 */
export default function OneTimeSecret({
  id,
  heading,
  warning,
  fieldLabel,
  noun,
  secret,
  onDone,
}: OneTimeSecretProps) {
  const { field, status: copyStatus, copy: onCopy } = useCopyField<HTMLInputElement>(secret, noun);
  const box = useRef<HTMLElement>(null);

  useEffect(() => {
    box.current?.focus();
  }, []);

  return (
    <section ref={box} tabIndex={-1} className="api-key-secret" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{heading}</h3>
      <p className="api-key-secret-warning">{warning}</p>
      <div className="api-key-secret-row">
        <label className="visually-hidden" htmlFor={id}>
          {fieldLabel}
        </label>
        <input
          ref={field}
          id={id}
          className="api-key-secret-value"
          readOnly
          value={secret}
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
