import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { cssInline } from './css-inline.mjs';

const sdkSources = fileURLToPath(new URL('../../sdk/src/', import.meta.url));

/**
 * The plugin chain shared by embed.js, popup.js and the calculator modules: TypeScript (the
 * widget's own src and the sdk sources it imports), React API names aliased to Preact's compat
 * layer (a partner page downloads Preact, not React), CSS as strings, minified output.
 */
export function widgetPlugins({ tsconfig }) {
  return [
    alias({
      entries: [
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react$/, replacement: 'preact/compat' },
      ],
    }),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    cssInline(),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
    typescript({
      tsconfig,
      include: ['src/**/*', `${sdkSources}**/*`, '../sdk/src/**/*'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/*.bench.ts'],
      compilerOptions: {
        noEmit: false,
        allowImportingTsExtensions: false,
        declaration: false,
        sourceMap: true,
      },
      noEmitOnError: true,
    }),
    terser({ ecma: 2020, compress: { passes: 2 }, format: { comments: false } }),
  ];
}
