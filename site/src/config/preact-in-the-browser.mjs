import { fileURLToPath } from 'node:url';

/**
 * The browser runs the site's React components on preact/compat (issue 28 item 8): react-dom alone
 * is about 56 KB gzip and most of a page's hydration time on a throttled phone; Preact is about
 * 5 KB. Pages are still prerendered with React (the server side keeps react-dom/server), and the
 * widgets already run the same components on Preact (embed/rollup/widget-plugins.mjs).
 *
 * Islands render over the server's markup rather than hydrate it (preact-dom-client.mjs says why).
 * A Vite plugin rather than `resolve.alias` because an alias applies to the server build too.
 * @returns {import('vite').Plugin}
 */
export function preactInTheBrowser() {
  /** @type {Record<string, string>} */
  const browserModules = {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': fileURLToPath(new URL('./preact-dom-client.mjs', import.meta.url)),
    'react/jsx-runtime': 'preact/jsx-runtime',
    'react/jsx-dev-runtime': 'preact/jsx-runtime',
  };
  return {
    name: 'mrn:preact-in-the-browser',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const replacement = browserModules[source];
      if (!replacement || options?.ssr) return null;
      return this.resolve(replacement, importer, { ...options, skipSelf: true });
    },
  };
}
