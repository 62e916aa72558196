import { widgetPlugins } from './rollup/widget-plugins.mjs';

const plugins = (options) => widgetPlugins({ tsconfig: './tsconfig.json', ...options });

/**
 * Two outputs (rollup builds them in order):
 * - dist/calculators.js + dist/chunks/*: ES modules. The calculator runtime and one hashed chunk
 *   per calculator, imported only when an <mrn-calculator> appears (by embed.js, or directly
 *   with <script type="module">). Hashed chunk names can be cached forever.
 * - dist/embed.js: the classic script partners paste (IIFE; classic scripts cannot load ESM
 *   chunks statically). It holds the lead form and imports calculators.js by URL when needed.
 */
export default [
  {
    input: { calculators: 'src/calculators.ts' },
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      sourcemap: true,
    },
    plugins: plugins({ reactApi: 'compat' }),
  },
  {
    input: 'src/embed.ts',
    // 'hidden': the map is still written, but the script carries no sourceMappingURL comment.
    output: { file: 'dist/embed.js', format: 'iife', sourcemap: 'hidden' },
    plugins: plugins({ reactApi: 'core', singleFile: true }),
  },
];
