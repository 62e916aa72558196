import {
  apiErrorBodySchema,
  currentRatesSchema,
  healthReportSchema,
  leadConsentRecordSchema,
  partnerFormSchema,
  partnerLeadSchema,
  publicFormConfigSchema,
  rateHistorySchema,
} from '@mrn/sdk/schemas';
import { z } from 'zod/mini';

/**
 * Names for the answers several routes share, so /api/openapi.json lists each once under
 * components.schemas. Kept here, not in sdk/src/schemas: a registration is a side effect that
 * would keep zod in the widget bundles, which tree-shake the schemas they do not use.
 */
const NAMED_SCHEMAS = [
  [
    apiErrorBodySchema,
    'ApiError',
    'Every error answer. `fields` (422 only) names each bad or unknown field.',
  ],
  [publicFormConfigSchema, 'PublicFormConfig', 'A form as widgets render it.'],
  [partnerFormSchema, 'PartnerForm', 'A form as its partner sees it.'],
  [partnerLeadSchema, 'PartnerLead', 'A lead as its partner sees it.'],
  [
    leadConsentRecordSchema,
    'LeadConsentRecord',
    'Proof of consent: the exact consent text a person agreed to with a lead, its SHA-256, the form version, page, time and client.',
  ],
  [currentRatesSchema, 'CurrentRates', 'The newest 30-year and 15-year rates.'],
  [rateHistorySchema, 'RateHistory', 'Daily values of one rate.'],
  [healthReportSchema, 'HealthReport', 'Service health.'],
] as const;

let named = false;

export function nameSharedSchemas(): void {
  if (named) return;
  named = true;
  for (const [schema, id, description] of NAMED_SCHEMAS) z.globalRegistry.add(schema, { id, description });
}
