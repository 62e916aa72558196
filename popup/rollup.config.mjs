import { widgetContractChunk } from '@mrn/embed/rollup/widget-contract-chunk';
import { widgetPlugins } from '@mrn/embed/rollup/widget-plugins';

const contract = widgetContractChunk({ tsconfig: './tsconfig.json' });

/**
 * dist/popup.js: the classic script partners paste for the modal lead form (IIFE, minified), and
 * dist/chunks/widget-contract-[hash].js, the schema chunk it imports by URL (the same file as
 * embed's, see embed/rollup/widget-contract-chunk.mjs).
 */
export default [
  contract.chunk,
  {
    input: 'src/popup.ts',
    output: { file: 'dist/popup.js', format: 'iife', sourcemap: true },
    plugins: [
      contract.plugin(),
      ...widgetPlugins({ tsconfig: './tsconfig.json', reactApi: 'core', singleFile: true }),
    ],
  },
];
