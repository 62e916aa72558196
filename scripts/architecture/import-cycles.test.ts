import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from '../../server/test/support/import-graph.ts';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every workspace's TypeScript sources (the server's layers have their own, stricter test). */
const SOURCE_ROOTS = [
  'sdk/src',
  'widgets/src',
  'server/src',
  'site/src',
  'site/server',
  'embed/src',
  'popup/src',
];

describe('no circle of files anywhere in the tree', () => {
  for (const root of SOURCE_ROOTS) {
    it(`${root} imports no file back through a cycle`, () => {
      const graph = importGraph(path.join(repositoryRoot, root));
      expect(graph.size).toBeGreaterThan(0);
      expect(importCycles(graph)).toEqual([]);
    });
  }
});
