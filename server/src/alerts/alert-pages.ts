import { escapeHtml } from '../mail/escape-html.ts';

export interface PageContent {
  title: string;
  message: string;
  /**
   * A form that POSTs back to `action`: links in mail only show this page on GET (mail scanners
   * open links), and the person's press of the button is what acts.
   */
  button?: { label: string; action: string; hiddenFields?: Record<string, string> };
}

/** A small standalone HTML page for links opened from mail (confirm, unsubscribe). */
export function alertPage(content: PageContent): string {
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
<title>${escapeHtml(content.title)} | Mortgage Rate Notifier</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;background:#f3f4f6;color:#111827}
main{max-width:32rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:.5rem}
h1{font-size:1.5rem;margin:0 0 1rem}
button{font:inherit;padding:.75rem 1.25rem;border:0;border-radius:.375rem;background:#1d4ed8;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(content.title)}</h1>
<p>${escapeHtml(content.message)}</p>
${button}
</main>
</body>
</html>
`;
}
