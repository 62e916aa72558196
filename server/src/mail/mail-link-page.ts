import { escapeHtml } from './escape-html.ts';
import type { MailBrand } from './mail-layout.ts';

export interface PageContent {
  title: string;
  message: string;
  /**
   * A form that POSTs back to `action`: links in mail only show this page on GET (mail scanners
   * open links), and the person's press of the button is what acts.
   */
  button?: { label: string; action: string; hiddenFields?: Record<string, string> };
}

/**
 * The page for a mail link that does not verify: the same title and first words everywhere, then
 * what the person can do for this kind of link (`remedy`, a sentence starting in lower case).
 * `expires`: whether links of this kind run out, which is then named as a cause.
 */
export function badLinkPage(remedy: string, { expires }: { expires: boolean }): PageContent {
  const causes = expires ? 'is incomplete, was changed, or has expired' : 'is incomplete or was changed';
  return {
    title: 'This link does not work',
    message: `The link ${causes}. Copy the whole link from the mail into your browser, or ${remedy}`,
  };
}

/** The partner whose form the alert came from: its logo (fixed height, alt = name) and name. */
function brandHeader(brand: MailBrand): string {
  const name = escapeHtml(brand.name);
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${name}" referrerpolicy="no-referrer">\n`
    : '';
  return `<header class="brand">
${logo}<p class="brand-name">${name}</p>
</header>
`;
}

/**
 * A small standalone HTML page for links opened from mail (confirm, unsubscribe), headed by the
 * partner's name and logo when the alert came from a partner's form.
 */
export function mailLinkPage(content: PageContent, brand?: MailBrand): string {
  const hiddenFields = Object.entries(content.button?.hiddenFields ?? {}).map(
    ([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">\n`,
  );
  const button = content.button
    ? `<form method="post" action="${escapeHtml(content.button.action)}">
${hiddenFields.join('')}<button type="submit">${escapeHtml(content.button.label)}</button>
</form>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(content.title)} | ${brand ? `${escapeHtml(brand.name)} via ` : ''}Mortgage Rate Notifier</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;background:#f3f4f6;color:#111827}
main{max-width:32rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:.5rem}
h1{font-size:1.5rem;margin:0 0 1rem}
button{font:inherit;padding:.75rem 1.25rem;border:0;border-radius:.375rem;background:#1d4ed8;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #1e3a8a;outline-offset:2px}
.brand{margin:0 0 1.5rem;padding:0 0 1rem;border-bottom:1px solid #e5e7eb}
.brand img{display:block;max-height:3rem;max-width:12rem;width:auto;height:auto;margin:0 0 .5rem}
.brand-name{margin:0;font-weight:700}
</style>
</head>
<body>
<main>
${brand ? brandHeader(brand) : ''}<h1>${escapeHtml(content.title)}</h1>
<p>${escapeHtml(content.message)}</p>
${button}
</main>
</body>
</html>
`;
}
