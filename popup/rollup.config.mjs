import { widgetPlugins } from '../embed/rollup/widget-plugins.mjs';

/** dist/popup.js: the classic script partners paste for the modal lead form (IIFE, minified). */
export default {
  input: 'src/popup.ts',
  output: { file: 'dist/popup.js', format: 'iife', sourcemap: true },
  plugins: widgetPlugins({ tsconfig: './tsconfig.json', reactApi: 'core', singleFile: true }),
};
