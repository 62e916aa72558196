/**
 * OpenAPI descriptions are CommonMark. The page renders the part the document uses, without
 * injecting HTML: paragraphs (blank lines), `code spans` and [links](https://...). Anything else
 * stays as plain text.
 */
export type DescriptionSegment =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string };

const INLINE = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

function safeHref(href: string): string | undefined {
  if (href.startsWith('/') || href.startsWith('#')) return href;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function segmentsOf(paragraph: string): DescriptionSegment[] {
  const segments: DescriptionSegment[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(INLINE)) {
    if (match.index > last) segments.push({ kind: 'text', text: paragraph.slice(last, match.index) });
    if (match[1] !== undefined) segments.push({ kind: 'code', text: match[1] });
    else {
      const href = safeHref(match[3]);
      segments.push(href ? { kind: 'link', text: match[2], href } : { kind: 'text', text: match[0] });
    }
    last = match.index + match[0].length;
  }
  if (last < paragraph.length) segments.push({ kind: 'text', text: paragraph.slice(last) });
  return segments;
}

/** Paragraphs of segments; single line breaks inside a paragraph become spaces. */
export function descriptionParagraphs(markdown: string | undefined): DescriptionSegment[][] {
  if (!markdown) return [];
  return markdown
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter((paragraph) => paragraph !== '')
    .map(segmentsOf);
}
