import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const CONTENT = new URL('./', import.meta.url);

/** Every Markdown file of the site's content (blog posts, calculator guides), by its path under content/. */
function markdownFiles(): string[] {
  return readdirSync(CONTENT, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.md'));
}

/** The header rows of a file's tables: a `| … |` line followed by its `|---|` separator. */
function tableHeaderRows(markdown: string): string[][] {
  const lines = markdown.split('\n');
  return lines.flatMap((line, index) =>
    line.startsWith('|') && /^\|\s*:?-{3,}/.test(lines[index + 1] ?? '')
      ? [
          line
            .trim()
            .replace(/^\||\|$/g, '')
            .split('|')
            .map((cell) => cell.trim()),
        ]
      : [],
  );
}

describe('tables in the site content', () => {
  it('finds the tables it checks', () => {
    expect(
      markdownFiles().flatMap((path) => tableHeaderRows(readFileSync(new URL(path, CONTENT), 'utf8'))),
    ).not.toHaveLength(0);
  });

  // A screen reader reads each cell with its column's heading: an empty heading leaves the first
  // column's cells without one (Lighthouse's td-has-header).
  it.each(markdownFiles())('%s: every column has a heading', (path) => {
    for (const header of tableHeaderRows(readFileSync(new URL(path, CONTENT), 'utf8'))) {
      expect(
        header.filter((cell) => cell === ''),
        `a table in ${path}: ${header.join(' | ')}`,
      ).toEqual([]);
    }
  });
});
