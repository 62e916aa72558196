/**
 * The consent line of a lead form, from the form's settings: the one place its wording lives. The
 * widget shows it (ui/lead-form/ConsentField.tsx) and the server stores it with each lead
 * (server/src/lead-consent/), so what a person saw and what a partner can prove cannot drift.
 * No imports: embed.js bundles it, and zod must stay in the lazy contract chunk.
 */
export function consentText(settings: { businessName: string }): string {
  const name = settings.businessName;
  return (
    `I agree that ${name} may email me rate alerts and contact me about my mortgage, and that my details ` +
    `are shared with ${name}. I can unsubscribe at any time.`
  );
}
