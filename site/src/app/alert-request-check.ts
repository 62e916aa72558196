import type { FieldMessages } from '@mrn/sdk/schemas/api-error';
import { type AccountAlertCreate, accountAlertCreateSchema } from '@mrn/sdk/schemas/app-alerts';
import { type AlertFormValues, alertRequestOf } from './alert-form-values.ts';
import { fieldMessagesFrom } from './field-messages.ts';

/** An alert form's values checked before sending: the request, or the messages to show by the fields. */
export type AlertRequestCheck =
  | { ok: true; request: AccountAlertCreate; fields: FieldMessages }
  | { ok: false; fields: FieldMessages };

/**
 * Checks an alert form with the API's own create schema, so both alert forms show exactly the
 * messages the API would answer (the edit form then sends only what changed). `fields` is empty
 * when the values pass, ready to clear the messages of an earlier try.
 */
export function checkAlertRequest(values: AlertFormValues): AlertRequestCheck {
  const parsed = accountAlertCreateSchema.safeParse(alertRequestOf(values));
  return parsed.success
    ? { ok: true, request: parsed.data, fields: {} }
    : { ok: false, fields: fieldMessagesFrom(parsed.error) };
}
