import type { PublicFormConfig } from '@mrn/sdk/schemas';
import { isOriginAllowed } from '../http/cors.ts';
import type { FormRecord } from './form-store.ts';

/**
 * The refusal a page gets in the form config when the form lists allowed sites and the page is not
 * one of them (issue 13 item 2): the visitor reads one short sentence instead of a form whose
 * submission would fail, and the page's developer reads in the console which origin was refused and
 * where the partner allows it. Null when the page may use the form, or sent no Origin.
 */
export function notEnabledHere(
  form: Pick<FormRecord, 'id' | 'allowedOrigins'>,
  origin: string | undefined,
  publicUrl: string,
): PublicFormConfig['notEnabledHere'] {
  const ownOrigin = new URL(publicUrl).origin;
  if (!origin || isOriginAllowed(origin, form.allowedOrigins, ownOrigin)) return null;
  return {
    text: 'This form is not enabled on this site.',
    console:
      `Mortgage Rate Notifier: form "${form.id}" does not accept leads from ${origin}. ` +
      `To allow it, add ${origin} under "Allowed sites" in the form builder: ` +
      `${ownOrigin}/app/partner/forms/edit?id=${encodeURIComponent(form.id)}`,
  };
}
