import { EQUAL_HOUSING_LEGENDS, type EqualHousingOption } from './equal-housing';

/** What a partner discloses on its forms and in its mails (profile and form settings). */
export interface PartnerDisclosures {
  licenceId: string | null;
  equalHousing: EqualHousingOption | null;
}

/** Text for HTML: the partner typed the licence ID. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The Equal Housing logo, drawn here: a house with an equals sign. role="img" and its title give it
 * the legend as its accessible name; currentColor draws it in the surrounding text's colour.
 */
export function equalHousingLogoSvg(legend: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="20" height="20" role="img" ` +
    `aria-label="${legend}" style="vertical-align:middle"><title>${legend}</title>` +
    '<path d="M16 3 2 14h4v15h20V14h4z" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linejoin="round"/>' +
    '<path d="M11 15h10v3H11zm0 6h10v3H11z" fill="currentColor"/></svg>'
  );
}

/** The disclosure lines as plain text (a mail's text part), one per line. */
export function disclosureLines(disclosures: PartnerDisclosures): string[] {
  return [
    disclosures.licenceId ? `Licence ID: ${disclosures.licenceId}` : undefined,
    disclosures.equalHousing ? EQUAL_HOUSING_LEGENDS[disclosures.equalHousing] : undefined,
  ].filter((line): line is string => line !== undefined);
}

/**
 * The widget's footer (and a mail's HTML footer): the licence ID, and the Equal Housing logo and
 * legend, as escaped markup; null when the partner discloses neither. The server puts it in the form
 * config, so embed.js only shows it (no words or drawing in the budgeted script).
 */
export function disclosuresMarkup(disclosures: PartnerDisclosures): string | null {
  const parts: string[] = [];
  if (disclosures.licenceId) parts.push(`<span>Licence ID: ${escapeHtml(disclosures.licenceId)}</span>`);
  if (disclosures.equalHousing) {
    const legend = EQUAL_HOUSING_LEGENDS[disclosures.equalHousing];
    parts.push(`<span>${equalHousingLogoSvg(legend)} ${legend}</span>`);
  }
  return parts.length > 0 ? parts.join(' · ') : null;
}
