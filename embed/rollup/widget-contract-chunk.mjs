import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import { HASHED_CHUNK_OUTPUT } from './hashed-chunk-output.mjs';
import { widgetPlugins } from './widget-plugins.mjs';

const widgetsSources = fileURLToPath(new URL('../../widgets/src/', import.meta.url));
const CONTRACT_ENTRY = `${widgetsSources}contract/widget-contract.ts`;
/** The loader a classic script imports the chunk with (by its own URL), and an ES module's (by import.meta.url). */
const CHUNK_LOADERS = {
  classic: `${widgetsSources}elements/load-widget-contract-chunk.ts`,
  module: `${widgetsSources}elements/load-widget-contract-module.ts`,
};
/** Uses of the placeholder, not its `declare const` (this runs before TypeScript). */
const PLACEHOLDER = /(?<!declare const )__MRN_WIDGET_CONTRACT__/g;

/**
 * The widget contract (widgets/src/contract/widget-contract.ts: zod/mini and the schemas the widgets parse
 * and validate with) as one ES-module chunk, `dist/chunks/widget-contract-[hash].js`, which
 * embed.js and popup.js import by URL when they first need it, alongside the form-config request.
 * Both workspaces build it with this same configuration from the same sources, so both get the
 * same file name and a page with both scripts downloads it once.
 *
 * `chunk` is the Rollup options of that build; it must come before the builds that import it in
 * the config array (Rollup builds them in order). `plugin()` goes first in a classic script's
 * plugins, `plugin({ module: true })` in the calculator module's: it swaps
 * widgets/src/contract/load-widget-contract.ts for the loader that imports the chunk by URL, with the built
 * file name filled in. The calculators share the chunk too (a form-id calculator parses its form's
 * config), so a page with calculators and a lead form downloads the schemas once.
 */
export function widgetContractChunk({ tsconfig }) {
  let fileName;
  return {
    chunk: {
      input: { 'widget-contract': CONTRACT_ENTRY },
      output: HASHED_CHUNK_OUTPUT,
      // The lead check chunk imports zod and the shared schemas from the entry chunk itself, which may
      // export them beside its own exports, rather than from a third chunk behind an entry facade.
      preserveEntrySignatures: 'allow-extension',
      plugins: [
        ...widgetPlugins({ tsconfig }),
        {
          name: 'mrn-widget-contract-name',
          generateBundle(_options, bundle) {
            // The entry; the lead check it imports lazily is a chunk of its own beside it.
            const entries = Object.values(bundle).filter((file) => file.type === 'chunk' && file.isEntry);
            if (entries.length !== 1) this.error(`expected one widget contract chunk, got ${entries.length}`);
            fileName = entries[0].fileName;
          },
        },
      ],
    },
    plugin({ module = false } = {}) {
      const loader = module ? CHUNK_LOADERS.module : CHUNK_LOADERS.classic;
      return {
        name: 'mrn-widget-contract-loader',
        resolveId(source) {
          return /(^|\/)load-widget-contract$/.test(source) ? loader : null;
        },
        transform(code, id) {
          if (id !== loader) return null;
          if (!fileName) this.error('build the widget contract chunk before the classic script');
          const output = new MagicString(code);
          for (const match of code.matchAll(PLACEHOLDER)) {
            output.overwrite(match.index, match.index + match[0].length, JSON.stringify(fileName));
          }
          return { code: output.toString(), map: output.generateMap({ hires: true }) };
        },
      };
    },
  };
}
