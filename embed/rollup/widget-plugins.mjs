import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { cssInline } from './css-inline.mjs';
import { pureSchemaCalls } from './pure-schema-calls.mjs';

const sdkSources = fileURLToPath(new URL('../../sdk/src/', import.meta.url));
const widgetsSources = fileURLToPath(new URL('../../widgets/src/', import.meta.url));
const reactOnPreact = `${widgetsSources}elements/react-on-preact/`;

/**
 * Where the React API names go. 'compat': preact/compat, for the calculators (they use more of
 * React). 'core': a few lines over Preact core and hooks, for the lead form scripts, which need
 * only hooks, createElement and createRoot (embed.js and popup.js are about 1.2 KB gzip smaller).
 */
const REACT_ALIASES = {
  compat: [
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react$/, replacement: 'preact/compat' },
  ],
  core: [
    { find: /^react-dom\/client$/, replacement: `${reactOnPreact}react-dom-client.ts` },
    { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
    { find: /^react$/, replacement: `${reactOnPreact}react.ts` },
  ],
};

/**
 * Minification for evergreen browsers (ES2020 syntax). `singleFile` (the classic scripts, one file
 * each) also shortens Preact's private property names (`__`, `__k`, ...): safe only when every
 * module that touches them is minified together, which is not true of the calculator chunks.
 * `unsafe` assumes built-ins (Array, String, ...) are not replaced by the host page; the widgets
 * already rely on that. It saves about 20 B gzip in embed.js.
 */
function terserOptions(singleFile) {
  return {
    ecma: 2020,
    toplevel: true,
    compress: { passes: 5, pure_getters: true, unsafe: true, unsafe_arrows: true, unsafe_methods: true },
    mangle: singleFile ? { properties: { regex: /^__[A-Za-z]?$/ } } : true,
    format: { comments: false, ascii_only: true },
  };
}

/**
 * The plugin chain shared by embed.js, popup.js and the calculator modules: TypeScript (the
 * widget's own src and the sdk and widgets sources it imports), React API names aliased to Preact (a partner
 * page downloads Preact, not React; `reactApi` picks compat or core, see REACT_ALIASES), CSS as
 * strings, minified output.
 */
export function widgetPlugins({ tsconfig, reactApi = 'compat', singleFile = false }) {
  return [
    alias({ entries: REACT_ALIASES[reactApi] }),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    cssInline(),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
    typescript({
      tsconfig,
      include: ['src/**/*', `${sdkSources}**/*`, `${widgetsSources}**/*`],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/*.bench.ts'],
      compilerOptions: {
        noEmit: false,
        allowImportingTsExtensions: false,
        declaration: false,
        sourceMap: true,
      },
      noEmitOnError: true,
    }),
    pureSchemaCalls(),
    terser(terserOptions(singleFile)),
  ];
}
