import { useEffect, useRef } from 'react';
import type { useLeaveGuard } from './use-leave-guard.ts';

interface LeaveWithoutSavingDialogProps {
  guard: ReturnType<typeof useLeaveGuard>;
  /** What is not saved, e.g. "your changes to this form". */
  what: string;
}

/**
 * The confirm step before a link takes the partner away from unsaved work: a modal dialog that
 * opens on "Stay" (the safe choice; Escape does the same), with "Leave without saving" beside it.
 */
export default function LeaveWithoutSavingDialog({ guard, what }: LeaveWithoutSavingDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const stayButton = useRef<HTMLButtonElement>(null);
  const open = guard.pendingHref !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      stayButton.current?.focus();
    } else if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="leave-dialog"
      aria-labelledby="leave-dialog-title"
      aria-describedby="leave-dialog-text"
      onClose={guard.stay}
    >
      <h2 id="leave-dialog-title">Leave without saving?</h2>
      <p id="leave-dialog-text">You have not saved {what}. If you leave this page now, they will be lost.</p>
      <p className="leave-dialog-actions">
        <button ref={stayButton} type="button" className="button app-small-button" onClick={guard.stay}>
          Stay and keep editing
        </button>
        <button type="button" className="button button-secondary app-small-button" onClick={guard.leave}>
          Leave without saving
        </button>
      </p>
    </dialog>
  );
}
