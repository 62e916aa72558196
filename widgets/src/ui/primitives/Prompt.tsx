export interface PromptProps {
  /** What the result will show, e.g. "your monthly payment" -> Click "Calculate!" to see your monthly payment */
  subject: string;
}

/** The empty-results message every calculator shows until Calculate! gives a valid result. */
export function Prompt({ subject }: PromptProps) {
  return (
    <p className="mrn-prompt" part="prompt">
      Click "Calculate!" to see {subject}
    </p>
  );
}
