import type { ReactNode } from 'react';
import type { useConfirmStep } from './use-confirm-step.ts';

interface ConfirmStepQuestionProps {
  step: ReturnType<typeof useConfirmStep>;
  /** The question's id, which the confirm button is described by. */
  questionId: string;
  question: ReactNode;
  confirmLabel: string;
  busyLabel: string;
}

/** The open confirm step: what will happen, the (focused) confirm button and "Keep it". */
export default function ConfirmStepQuestion({
  step,
  questionId,
  question,
  confirmLabel,
  busyLabel,
}: ConfirmStepQuestionProps) {
  return (
    <>
      <p id={questionId}>{question}</p>
      <button
        ref={step.confirmButton}
        aria-describedby={questionId}
        className="button app-small-button app-danger-button"
        type="button"
        onClick={step.confirm}
        disabled={step.busy}
      >
        {step.busy ? busyLabel : confirmLabel}
      </button>{' '}
      <button
        className="button button-secondary app-small-button"
        type="button"
        onClick={step.cancel}
        disabled={step.busy}
      >
        Keep it
      </button>
    </>
  );
}
