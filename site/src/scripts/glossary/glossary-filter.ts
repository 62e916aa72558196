/** One glossary card as the filter sees it. */
export interface GlossaryEntry {
  term: string;
  definition: string;
  category: string;
}

export type GlossarySort = 'term' | 'category';

export interface GlossaryQuery {
  search: string;
  category: string;
  sort: GlossarySort;
}

export const ALL_CATEGORIES = 'All';

/** Spec §2: search over term and definition, category filter, sort by term or category then term. */
export function filterGlossary<Entry extends GlossaryEntry>(
  entries: readonly Entry[],
  query: GlossaryQuery,
): Entry[] {
  const needle = query.search.trim().toLowerCase();
  const matches = entries.filter(
    (entry) =>
      (query.category === ALL_CATEGORIES || entry.category === query.category) &&
      (needle === '' ||
        entry.term.toLowerCase().includes(needle) ||
        entry.definition.toLowerCase().includes(needle)),
  );
  const byTerm = (a: Entry, b: Entry) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' });
  return matches.sort(
    query.sort === 'category' ? (a, b) => a.category.localeCompare(b.category) || byTerm(a, b) : byTerm,
  );
}

/** Splits `text` into plain and matched parts (case-insensitive) for highlighting with <mark>. */
export function highlightParts(text: string, search: string): { text: string; match: boolean }[] {
  const needle = search.trim();
  if (!needle) return [{ text, match: false }];
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text
    .split(new RegExp(`(${escaped})`, 'gi'))
    .filter((part) => part !== '')
    .map((part) => ({ text: part, match: part.toLowerCase() === needle.toLowerCase() }));
}
