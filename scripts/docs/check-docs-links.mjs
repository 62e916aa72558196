// The documentation's links, checked (scripts/docs/docs-links.test.mjs): every relative link in README.md
// and docs/*.md must reach a file of the repository, every #anchor a heading of its page (GitHub's
// slugs), nothing may point outside the repository at ../shared/, and a code span that is only a
// repository path (`server/src/app.ts`) must name a file or folder that exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The top-level folders a path in a code span starts with; other spans are commands or prose. */
const REPOSITORY_FOLDERS = [
  'sdk',
  'widgets',
  'server',
  'embed',
  'popup',
  'site',
  'tests',
  'examples',
  'scripts',
  'docs',
];
const REPOSITORY_PATH = new RegExp(`^(?:${REPOSITORY_FOLDERS.join('|')})/[^\\s]*$`);
/** Placeholders, globs and build output are not files of the repository. */
const NOT_A_REAL_PATH = /[<>*{}$]|\.\.\.|(^|\/)dist(\/|$)/;

/** README.md and every page under docs/, as paths relative to the repository root. */
export function documentationFiles(root) {
  const pages = readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...pages.sort()];
}

/** The text outside fenced code blocks, fences blanked so line numbers stay. */
function proseLines(markdown) {
  let fenced = false;
  return markdown.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** GitHub's anchor for a heading: its text lower-cased, punctuation dropped, each space a hyphen. */
export function headingSlug(heading) {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a page offers; a repeated heading gets -1, -2, ... as on GitHub. */
export function headingAnchors(markdown) {
  const seen = new Map();
  const anchors = new Set();
  for (const line of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/**
 * What is wrong with one page's links, each as `file:line: message`.
 * @param {string} root the repository root
 * @param {string} file the page, relative to the root
 */
export function linkProblems(root, file) {
  const markdown = readFileSync(path.join(root, file), 'utf8');
  const problems = [];
  const report = (lineIndex, message) => problems.push(`${file}:${lineIndex + 1}: ${message}`);

  markdown.split('\n').forEach((line, index) => {
    if (line.includes('../shared/') || line.includes('shared/ARCHITECTURE')) {
      report(index, 'points outside the repository (../shared/): the project keeps its own copy under docs/');
    }
  });

  proseLines(markdown).forEach((line, index) => {
    const withoutCode = line.replace(/`[^`]*`/g, '');
    for (const [, target] of withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [targetPath, anchor] = target.split('#', 2);
      const resolved =
        targetPath === ''
          ? file
          : path.posix.normalize(path.posix.join(path.posix.dirname(file), targetPath));
      if (resolved.startsWith('../')) {
        report(index, `${target}: leaves the repository`);
        continue;
      }
      if (!existsSync(path.join(root, resolved))) {
        report(index, `${target}: no such file (${resolved})`);
        continue;
      }
      if (anchor !== undefined && resolved.endsWith('.md')) {
        const anchors = headingAnchors(readFileSync(path.join(root, resolved), 'utf8'));
        if (!anchors.has(anchor)) report(index, `${target}: ${resolved} has no heading #${anchor}`);
      }
    }
    for (const [, span] of line.matchAll(/`([^`]+)`/g)) {
      if (!REPOSITORY_PATH.test(span) || NOT_A_REAL_PATH.test(span)) continue;
      if (!existsSync(path.join(root, span)))
        report(index, `\`${span}\`: no such file or folder in the repository`);
    }
  });
  return problems;
}
