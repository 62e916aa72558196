import { equalHousingLogoSvg } from '@mrn/sdk/schemas';
import type { ComposedMail } from './composed-mail.ts';
import { escapeHtml } from './escape-html.ts';

/** Pieces every template fills in; the layout renders them the same way in the text and HTML parts. */
export interface MailContent {
  heading: string;
  /** Paragraphs of plain text; each becomes a <p>. */
  paragraphs: string[];
  /** Code to copy (install snippets): a labelled <pre> in HTML, indented lines in text. */
  codeBlocks?: { label: string; code: string }[];
  /** Optional call to action: a button in HTML, a bare URL in text. */
  action?: { label: string; url: string };
  /** Small print at the bottom, one paragraph each (disclaimer, attribution, postal address). */
  footer: string[];
  /** Shown last, as a link, when the mail belongs to an alert (or another list, with its own label). */
  unsubscribeUrl?: string;
  /** Defaults to 'Unsubscribe from this alert'. */
  unsubscribeLabel?: string;
  /** The partner the mail is sent on behalf of: its name (and https logo) head the mail. */
  brand?: MailBrand;
}

export interface MailBrand {
  name: string;
  /** https only (see safeLogoUrl); null shows the name alone. */
  logoUrl: string | null;
  /** The partner's Equal Housing legend: its logo heads the HTML footer (the words are a footer line). */
  equalHousingLegend?: string | null;
}

/** The partner's logo (fixed height, alt = its name) and name, above the heading. */
function brandHeader(brand: MailBrand): string {
  const name = escapeHtml(brand.name);
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${name}" height="48" style="display:block;max-height:48px;max-width:200px;height:auto;width:auto;border:0;margin:0 0 8px">`
    : '';
  return `<div style="margin:0 0 20px;padding:0 0 16px;border-bottom:1px solid #e5e7eb">
${logo}<p style="margin:0;font-size:16px;font-weight:bold">${name}</p>
</div>
`;
}

export function renderText(content: MailContent): string {
  const blocks = [...(content.brand ? [content.brand.name] : []), content.heading, ...content.paragraphs];
  for (const block of content.codeBlocks ?? [])
    blocks.push(`${block.label}\n\n${block.code.replace(/^/gm, '    ')}`);
  if (content.action) blocks.push(`${content.action.label}: ${content.action.url}`);
  blocks.push('--', ...content.footer);
  if (content.unsubscribeUrl)
    blocks.push(`${content.unsubscribeLabel ?? 'Unsubscribe from this alert'}: ${content.unsubscribeUrl}`);
  return `${blocks.join('\n\n')}\n`;
}

export function renderHtml(content: MailContent): string {
  const paragraphs = content.paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  const codeBlocks = (content.codeBlocks ?? [])
    .map(
      (block) =>
        `<p style="margin:16px 0 8px;font-weight:bold">${escapeHtml(block.label)}</p>\n` +
        `<pre style="margin:0 0 16px;padding:12px;background:#f3f4f6;border-radius:6px;white-space:pre-wrap;word-break:break-all;font-size:13px"><code>${escapeHtml(block.code)}</code></pre>`,
    )
    .join('\n');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const footer = content.footer
    .map((line) => `<p style="margin:0 0 8px">${escapeHtml(line).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  // Drawn inline (no image to fetch): mail apps without SVG support still show the legend's footer line.
  const equalHousing = content.brand?.equalHousingLegend
    ? `<p style="margin:0 0 8px;color:#111827">${equalHousingLogoSvg(content.brand.equalHousingLegend)}</p>\n`
    : '';
  const unsubscribe = content.unsubscribeUrl
    ? `<p style="margin:0 0 8px"><a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#4b5563">${escapeHtml(content.unsubscribeLabel ?? 'Unsubscribe from this alert')}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">
${content.brand ? brandHeader(content.brand) : ''}<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${paragraphs}
${codeBlocks}
${action}
<div style="border-top:1px solid #e5e7eb;margin-top:24px;padding-top:16px;font-size:12px;color:#4b5563">
${equalHousing}${footer}
${unsubscribe}
</div></div></body></html>
`;
}

/**
 * A mail whose text and HTML parts are both rendered from `content`, so they always say the same.
 * `headers`: the From name, Reply-To and list headers where the mail has them.
 */
export function layoutMail(
  to: string,
  subject: string,
  content: MailContent,
  headers: Pick<ComposedMail, 'fromName' | 'replyTo' | 'headers'> = {},
): ComposedMail {
  return { to, subject, text: renderText(content), html: renderHtml(content), ...headers };
}
