import type { ReactNode, RefObject } from 'react';

interface SmallButtonProps {
  onClick: () => void;
  disabled?: boolean;
  /** The row's heading, so a screen reader says which item the button acts on. */
  describedBy?: string;
  /** A full name where the visible word alone is ambiguous in a table ("Duplicate form abc"). */
  label?: string;
  /** Where focus returns after what the button opened closes. */
  buttonRef?: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

/** A secondary action on one row of a list or table (Edit, Pause, Delete, Duplicate, Disable). */
export default function SmallButton({
  onClick,
  disabled,
  describedBy,
  label,
  buttonRef,
  children,
}: SmallButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className="button button-secondary app-small-button"
      aria-describedby={describedBy}
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </button>
  );
}
