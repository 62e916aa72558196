import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { documentationFiles, headingAnchors, headingSlug, linkProblems } from './check-docs-links.mjs';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('headingSlug', () => {
  it('makes the anchors GitHub makes', () => {
    expect(headingSlug('Mail to strangers: the recipient budget')).toBe(
      'mail-to-strangers-the-recipient-budget',
    );
    expect(headingSlug('The partner console (`/app/partner`)')).toBe('the-partner-console-apppartner');
    expect(headingSlug('Hysteresis, one mail a day, fan-out')).toBe('hysteresis-one-mail-a-day-fan-out');
    expect(headingSlug('Mail that lands: DKIM, SPF, DMARC')).toBe('mail-that-lands-dkim-spf-dmarc');
  });

  it('numbers a repeated heading and ignores # lines in code', () => {
    const anchors = headingAnchors('# Notes\n\n## Notes\n\n```sh\n# not a heading\n```\n');
    expect([...anchors]).toEqual(['notes', 'notes-1']);
  });
});

describe('linkProblems', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'mrn-docs-links-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(path.join(root, 'docs'));
  mkdirSync(path.join(root, 'server/src'), { recursive: true });
  writeFileSync(path.join(root, 'server/src/app.ts'), '');
  writeFileSync(path.join(root, 'docs/target.md'), '# Target\n\n## A section\n');

  it('accepts links to files and headings that exist', () => {
    writeFileSync(
      path.join(root, 'README.md'),
      '# Top\n\n[ok](docs/target.md), [section](docs/target.md#a-section), [here](#top), ' +
        '[site](https://example.com/x.md), `server/src/app.ts`, `server/dist/main.mjs`, `data/<x>.tar.gz`\n',
    );
    expect(linkProblems(root, 'README.md')).toEqual([]);
  });

  it('reports a missing file, a missing heading, ../shared/ and a code path that does not exist', () => {
    writeFileSync(
      path.join(root, 'docs/broken.md'),
      '# Broken\n\n[gone](gone.md) and [no heading](target.md#nowhere)\n' +
        'See `../shared/ARCHITECTURE.md` and `server/src/moved.ts`.\n[up](../../outside.md)\n',
    );
    expect(linkProblems(root, 'docs/broken.md')).toEqual([
      'docs/broken.md:4: points outside the repository (../shared/): the project keeps its own copy under docs/',
      'docs/broken.md:3: gone.md: no such file (docs/gone.md)',
      'docs/broken.md:3: target.md#nowhere: docs/target.md has no heading #nowhere',
      'docs/broken.md:4: `server/src/moved.ts`: no such file or folder in the repository',
      'docs/broken.md:5: ../../outside.md: leaves the repository',
    ]);
  });
});

describe('the repository documentation', () => {
  const files = documentationFiles(REPOSITORY_ROOT);

  it('is README.md and one page per topic under docs/, each opening with what it is for', () => {
    expect(files[0]).toBe('README.md');
    expect(files.length).toBeGreaterThan(5);
    for (const file of files.slice(1)) {
      const [title, blank, purpose] = readFileSync(path.join(REPOSITORY_ROOT, file), 'utf8').split('\n');
      expect({ file, title: title.startsWith('# '), blank, purpose: purpose.length > 20 }).toEqual({
        file,
        title: true,
        blank: '',
        purpose: true,
      });
    }
  });

  it('links only to files and headings that exist, and nowhere outside the repository', () => {
    expect(files.flatMap((file) => linkProblems(REPOSITORY_ROOT, file))).toEqual([]);
  });

  it('keeps the README a five-minute read (at most 12 KB) with the two commands a newcomer types', () => {
    const readme = readFileSync(path.join(REPOSITORY_ROOT, 'README.md'));
    expect(readme.byteLength).toBeLessThanOrEqual(12_288);
    expect(readme.toString('utf8')).toContain('npm install && npm start');
    expect(readme.toString('utf8')).toContain('npm test');
  });

  it('shows partners in the console the webhook example the docs run (server/src/webhooks/webhooks.test.ts)', () => {
    const partners = readFileSync(path.join(REPOSITORY_ROOT, 'docs/partners.md'), 'utf8');
    const documented = partners.match(/<!-- webhook-signature-example[^>]*-->\n```js\n([\s\S]*?)```/)?.[1];
    const source = readFileSync(
      path.join(REPOSITORY_ROOT, 'site/src/app/partner/WebhookSignatureExample.ts'),
      'utf8',
    );
    const literal = source.match(/= `([\s\S]*?)`;/)?.[1];
    const inConsole = literal?.replace(/\\([`$\\])/g, '$1');
    expect(documented).toBeDefined();
    expect(inConsole).toBeDefined();
    expect(documented?.startsWith(inConsole ?? '-')).toBe(true);
  });
});
