import type { TodaysRates } from './todays-rates';

/** The text of every field of a calculator's form, keyed by the finance module's input names. */
export type FieldTexts<Field extends string> = Record<Field, string>;

/** Props shared by all nine calculators (site islands and the <mrn-calculator> element alike). */
export interface CalculatorProps<Field extends string, Result> {
  /** Overrides of the spec §9 defaults, e.g. from element attributes or a page's query string. */
  initialInputs?: Partial<FieldTexts<Field>>;
  /** Show results for the initial inputs at once, as if Calculate! had been pressed (a shared link). */
  calculateOnStart?: boolean;
  /** Called after each Calculate! that yields a result (analytics, the mrn:calculate event). */
  onCalculate?: (result: Result, inputs: FieldTexts<Field>) => void;
  /** Where the sign-up call to action links (new tab). Defaults to the app's sign-up page. */
  ctaHref?: string;
  /** Partner embeds: the call to action becomes a button that calls this (opens their lead form). */
  onCallToAction?: () => void;
  /** Current rates: rate fields then offer "Use today's rate". Optional; without them no button shows. */
  todaysRates?: TodaysRates;
}
