import { RATE_TYPES } from '@mrn/sdk/schemas/rate-type';
import type { ApiClient, PublicFormConfig } from '../../api';
import { LeadFormBody } from './LeadFormBody';

/**
 * What the loading form lays out: a default form (rates strip with two rates, no extra alert kinds),
 * as the config usually turns out. Only the fields that shape it (the body reads the alert kinds
 * only once the contract has loaded; the button is as tall whatever its label).
 */
const TYPICAL_FORM = {
  showCurrentRates: true,
  currentRates: { rates: RATE_TYPES.map((type) => ({ type, value: 6, date: '2026-01-01' })) },
  businessName: 'Your Mortgage Company',
  // As many lines as a typical consent line at 375 and 1280 px (hidden: only its height counts; tests/e2e/widgets/embed.spec.ts).
  consentText: 'Your Mortgage Company '.repeat(7),
} as unknown as PublicFormConfig;

/**
 * The loading silhouette: the form itself laid out with a typical config, hidden and inert (out of
 * sight, the tab order and the accessibility tree). The box so has the loaded form's height at every
 * width, and nothing below the widget moves when a typical config arrives.
 */
export function LeadFormSkeleton({ client }: { client: ApiClient }) {
  return (
    <div className="mrn-skeleton" aria-hidden="true" inert>
      <LeadFormBody config={TYPICAL_FORM} client={client} pageUrl={() => undefined} />
    </div>
  );
}
