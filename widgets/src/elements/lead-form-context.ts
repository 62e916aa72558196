import type { LeadFormContext } from '../ui/lead-form/lead-form-context';

/**
 * The attributes that carry a form's context: prefill `name`/`email`/`phone` (or with `data-`), and
 * hidden fields `data-field-<key>="value"`. embed.js copies the matching ones from its script tag.
 */
export const LEAD_CONTEXT_ATTRIBUTE = /^(?:data-)?(name|email|phone)$|^data-field-(.+)/;

/**
 * What a page tells the form about the visitor and the campaign, read from an element's attributes
 * (the `<mrn-lead-form>` itself, or the popup.js script tag). The hidden fields are judged when
 * the lead is checked (usableHiddenFields in sdk/src/schemas/lead-submission.ts).
 */
export function leadFormContextOf(element: Element): LeadFormContext {
  const context: LeadFormContext = { hiddenFields: {} };
  for (const { name, value } of element.attributes) {
    const match = LEAD_CONTEXT_ATTRIBUTE.exec(name);
    if (match?.[1]) context[match[1] as 'name'] = value;
    else if (match) context.hiddenFields[match[2]] = value;
  }
  return context;
}
