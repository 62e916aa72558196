// @ts-check
import { createHash } from 'node:crypto';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { siteOrigin } from './src/config/build-environment.mjs';
import { preactInTheBrowser } from './src/config/preact-in-the-browser.mjs';
import rehypeScrollableTables from './src/config/rehype-scrollable-tables.mjs';

/**
 * Every page is prerendered: nothing on the public site depends on the request, so the product
 * process (server/main.ts) serves these files plus the API and widget scripts itself.
 * `build.format: 'file'` gives /glossary -> glossary.html, which keeps the URL scheme slash-free.
 */
export default defineConfig({
  site: siteOrigin(),
  // A build for other settings (scripts/site-build.mjs) gets a cache of its own: the content store
  // lives there, and two builds side by side would otherwise clear each other's.
  ...(process.env.MRN_ASTRO_CACHE_DIR ? { cacheDir: process.env.MRN_ASTRO_CACHE_DIR } : {}),
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'always' },
  integrations: [react()],
  prefetch: false,
  devToolbar: { enabled: false },
  // Content-Security-Policy in every page's <meta>: scripts and styles only from this origin or
  // with the hash Astro computes for each inline one. frame-ancestors cannot live in a <meta>: the
  // product process sends it as a header (site/server/security-headers.ts).
  experimental: {
    csp: {
      directives: ["object-src 'none'", "base-uri 'self'"],
      scriptDirective: {
        // The worksheet templates' `onsubmit="return false"` is the one inline handler allowed
        // ('unsafe-hashes' admits only handlers with a listed hash); a script listener instead
        // would let both go.
        resources: ["'self'", "'unsafe-hashes'"],
        hashes: [`sha256-${createHash('sha256').update('return false').digest('base64')}`],
      },
    },
  },
  // Wide Markdown tables scroll inside their own region, never the page (issue 13 item 10).
  markdown: { rehypePlugins: [rehypeScrollableTables] },
  vite: {
    plugins: [preactInTheBrowser()],
    // The sdk and widgets ship TypeScript sources through package exports; let Vite transform them.
    ssr: { noExternal: ['@mrn/sdk', '@mrn/widgets'] },
  },
});
