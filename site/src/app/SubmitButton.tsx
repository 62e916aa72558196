import type { ReactNode } from 'react';

interface SubmitButtonProps {
  /** True while the form's request runs: the button is disabled and says what is happening. */
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  className?: string;
  /** Disabled for another reason too (for example before the page has hydrated). */
  disabled?: boolean;
}

/** A form's submit button, disabled while its request runs so a second press cannot send it twice. */
export default function SubmitButton({
  busy,
  busyLabel,
  children,
  className = 'button',
  disabled = false,
}: SubmitButtonProps) {
  return (
    <button className={className} type="submit" disabled={busy || disabled}>
      {busy ? busyLabel : children}
    </button>
  );
}
