import { type FormEvent, type ReactNode, useId } from 'react';
import { Button } from '../primitives/Button';
import { CallToAction } from '../primitives/CallToAction';
import { Prompt } from '../primitives/Prompt';
import { DEFAULT_SIGNUP_URL } from './signup-url';

export interface CalculatorLayoutProps {
  /** Type id, used for the modifier class (e.g. mrn-calculator--payment). */
  id: string;
  inputsTitle: string;
  resultsTitle: string;
  /** Ends the prompt: Click "Calculate!" to see {promptSubject} */
  promptSubject: string;
  fields: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The rendered results; null shows the prompt. */
  results: ReactNode | null;
  /** The inputs changed since the results were calculated: say so above them. */
  stale?: boolean;
  ctaLabel: string;
  ctaText: string;
  ctaHref?: string;
  onCallToAction?: () => void;
}

/**
 * The frame every calculator shares: an input card (a form whose submit is Calculate!), a results
 * card whose body is a polite live region, and the sign-up call to action that closes it.
 */
export function CalculatorLayout({
  id,
  inputsTitle,
  resultsTitle,
  promptSubject,
  fields,
  onSubmit,
  results,
  stale = false,
  ctaLabel,
  ctaText,
  ctaHref = DEFAULT_SIGNUP_URL,
  onCallToAction,
}: CalculatorLayoutProps) {
  const headingId = useId();
  return (
    <div className={`mrn-calculator mrn-calculator--${id}`} part="calculator">
      <div className="mrn-calculator__grid">
        {/* noValidate: the spec wants no browser messages; invalid input just leaves the prompt. */}
        <form className="mrn-card mrn-calculator__inputs" part="card inputs" noValidate onSubmit={onSubmit}>
          <h2 className="mrn-card__title" part="card-title">
            {inputsTitle}
          </h2>
          <div className="mrn-calculator__fields">{fields}</div>
          <Button type="submit" className="mrn-calculator__submit">
            Calculate!
          </Button>
        </form>
        <section className="mrn-card mrn-calculator__results" part="card results" aria-labelledby={headingId}>
          <h2 className="mrn-card__title" part="card-title" id={headingId}>
            {resultsTitle}
          </h2>
          <div role="status" aria-live="polite" className="mrn-calculator__status">
            {results !== null && stale ? (
              <p className="mrn-calculator__stale" part="stale">
                You have changed the inputs since these results. Press Calculate! to update them.
              </p>
            ) : null}
            {results ?? <Prompt subject={promptSubject} />}
          </div>
        </section>
      </div>
      <CallToAction label={ctaLabel} text={ctaText} href={ctaHref} onAction={onCallToAction} />
    </div>
  );
}
