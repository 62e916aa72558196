/**
 * Rollup output of an ES-module chunk that a classic script imports by URL: content-hashed names
 * under dist/chunks/, so the chunks can be cached forever.
 */
export const HASHED_CHUNK_OUTPUT = {
  dir: 'dist',
  format: 'es',
  entryFileNames: 'chunks/[name]-[hash].js',
  chunkFileNames: 'chunks/[name]-[hash].js',
  sourcemap: true,
};
