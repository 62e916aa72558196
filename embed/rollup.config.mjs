import { classicLoader } from './rollup/classic-loader.mjs';
import { HASHED_CHUNK_OUTPUT } from './rollup/hashed-chunk-output.mjs';
import { widgetContractChunk } from './rollup/widget-contract-chunk.mjs';
import { widgetPlugins } from './rollup/widget-plugins.mjs';

const plugins = (options) => widgetPlugins({ tsconfig: './tsconfig.json', ...options });
const contract = widgetContractChunk({ tsconfig: './tsconfig.json' });

/**
 * Three outputs (rollup builds them in order):
 * - dist/chunks/widget-contract-[hash].js: zod/mini and the schemas the lead form parses and
 *   validates with, imported by URL by embed.js (and popup.js) with the first form config, and by
 *   the calculator module for a form-id calculator's config: one file for all of them.
 * - dist/calculators.js: the loader partners paste, a classic script that is also a valid module
 *   (rollup/classic-loader.mjs); it imports dist/chunks/calculators-module-[hash].js, the ES
 *   module behind <mrn-calculator>, whose runtime and one hashed chunk per calculator are
 *   imported only when an <mrn-calculator> appears. Hashed chunk names can be cached forever.
 * - dist/embed.js: the classic script partners paste (IIFE; classic scripts cannot load ESM
 *   chunks statically). It holds the lead form and imports its chunks by URL when needed.
 */
export default [
  contract.chunk,
  {
    input: { 'calculators-module': 'src/calculators.ts' },
    output: HASHED_CHUNK_OUTPUT,
    plugins: [
      contract.plugin({ module: true }),
      ...plugins({ reactApi: 'compat' }),
      classicLoader({ entryName: 'calculators-module', fileName: 'calculators.js' }),
    ],
  },
  {
    input: 'src/embed.ts',
    // 'hidden': the map is still written, but the script carries no sourceMappingURL comment.
    output: { file: 'dist/embed.js', format: 'iife', sourcemap: 'hidden' },
    plugins: [contract.plugin(), ...plugins({ reactApi: 'core', singleFile: true })],
  },
];
