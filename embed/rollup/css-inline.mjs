import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import MagicString from 'magic-string';
import {
  dropOverriddenHostProperties,
  forShadowRoot,
  inlineStaticTokens,
  pruneCustomProperties,
  pruneRules,
  usedClassNames,
} from './css-prune.mjs';

const SUFFIX = '?inline';
const PLACEHOLDER = /"__MRN_CSS_(\d+)__"/g;

/**
 * Comments and the whitespace around punctuation go, and a few value spellings get shorter
 * (`#ffffff` -> `#fff`, `0.5` -> `.5`, `16px / 1.5` -> `16px/1.5`); gzip does the rest. Our
 * sheets have no ID selectors, so every `#xxxxxx` is a colour.
 */
export function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>/])\s*/g, '$1')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/;}/g, '}')
    .replace(/#([\da-f])\1([\da-f])\2([\da-f])\3(?![\da-f])/gi, '#$1$2$3')
    .replace(/(?<=[\s:,(/])0\.(?=\d)/g, '.')
    .trim();
}

/** Inlines `@import "./file.css";` (as Vite does for `?inline`), so one import yields one sheet. */
async function readWithImports(file, watch) {
  watch(file);
  const css = await readFile(file, 'utf8');
  const parts = [];
  let last = 0;
  for (const match of css.matchAll(/@import\s+(?:url\()?["']([^"']+)["']\)?\s*;/g)) {
    parts.push(css.slice(last, match.index), await readWithImports(resolve(dirname(file), match[1]), watch));
    last = match.index + match[0].length;
  }
  parts.push(css.slice(last));
  return parts.join('');
}

/**
 * `import css from './x.css?inline'` yields the file's CSS as a string, the contract Vite gives
 * the site and Vitest, so widget code imports styles one way everywhere. Each file is first a
 * placeholder; when the chunk is rendered, the CSS goes in minus the rules that chunk never uses.
 */
export function cssInline() {
  const sheets = [];
  return {
    name: 'mrn-css-inline',
    resolveId(source, importer) {
      if (!source.endsWith(`.css${SUFFIX}`) || !importer) return null;
      return resolve(dirname(importer), source);
    },
    async load(id) {
      if (!id.endsWith(`.css${SUFFIX}`)) return null;
      const file = id.slice(0, -SUFFIX.length);
      const css = await readWithImports(file, (watched) => this.addWatchFile(watched));
      sheets.push(forShadowRoot(inlineStaticTokens(dropOverriddenHostProperties(minifyCss(css)))));
      return { code: `export default "__MRN_CSS_${sheets.length - 1}__";`, map: { mappings: '' } };
    },
    renderChunk(code, _chunk, _options, meta) {
      if (!code.includes('__MRN_CSS_')) return null;
      // The rendered (tree-shaken) code of every chunk: one chunk's CSS may style components that
      // live in another chunk (the calculator modules).
      const script = Object.values(meta.chunks)
        .flatMap((chunk) => Object.values(chunk.modules).map((module) => module.code ?? ''))
        .join('\n')
        .replace(PLACEHOLDER, '');
      const isUsed = usedClassNames(script);
      const pruned = new Map();
      for (const [, index] of code.matchAll(PLACEHOLDER))
        pruned.set(index, pruneRules(sheets[Number(index)], isUsed));
      const allCss = [...pruned.values()].join('');
      const output = new MagicString(code);
      for (const match of code.matchAll(PLACEHOLDER)) {
        const css = pruneCustomProperties(pruned.get(match[1]), script, allCss);
        output.overwrite(match.index, match.index + match[0].length, JSON.stringify(css));
      }
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}
