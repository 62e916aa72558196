import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type ImportGraph, importCycles, importGraph } from '../test/support/import-graph.ts';

const SOURCE_ROOT = path.dirname(fileURLToPath(import.meta.url));

/**
 * The folders every feature may build on. Every other folder of server/src is a feature (leads,
 * alerts, billing, ...); files at the top (app.ts, the composition root; config.ts; ...) sit above both.
 */
const SHARED_LAYERS = new Set(['http', 'db', 'mail', 'openapi', 'worker', 'cli']);

/** 'leads/store-lead.ts' -> 'leads'; a top-level file has no folder. */
const folderOf = (file: string) => (file.includes('/') ? file.split('/')[0] : undefined);

/** A file that builds a Hono router: routes.ts, auth-routes.ts, api-key-routes.ts, ... */
const isRouter = (file: string) => /(^|-)routes\.ts$/.test(path.posix.basename(file));

/** Every import edge, as 'from -> to'. */
const edges = (graph: ImportGraph) =>
  [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));

describe('the import checker', () => {
  it('finds every cycle, a file importing itself included, and nothing else', () => {
    const graph: ImportGraph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['d.ts']],
      ['e.ts', ['a.ts']],
    ]);
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['d.ts']]);
  });

  it('reads the real tree, type-only imports included', () => {
    const graph = importGraph(SOURCE_ROOT);
    expect(graph.size).toBeGreaterThan(200);
    expect(graph.get('app.ts')).toContain('leads/routes.ts');
    expect(graph.get('auth/require-session.ts')).toContain('auth/session-env.ts');
    expect([...graph.keys()].some((file) => file.endsWith('.test.ts'))).toBe(false);
  });
});

describe('server/src', () => {
  const graph = importGraph(SOURCE_ROOT);

  it('has no import cycle', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('keeps http/ generic: it imports no feature and not the composition root', () => {
    const upward = edges(graph).filter(({ from, to }) => {
      if (folderOf(from) !== 'http') return false;
      const target = folderOf(to);
      return target === undefined ? to === 'app.ts' : !SHARED_LAYERS.has(target);
    });
    expect(upward).toEqual([]);
  });

  it('lets only the composition root mount a feature’s routers: no other folder imports them', () => {
    const crossing = edges(graph).filter(({ from, to }) => {
      const feature = folderOf(to);
      return (
        isRouter(to) &&
        feature !== undefined &&
        !SHARED_LAYERS.has(feature) &&
        folderOf(from) !== undefined &&
        folderOf(from) !== feature
      );
    });
    expect(crossing).toEqual([]);
  });

  it('keeps the outbox free of mail kinds: outside its CLI it builds on the shared layers and the bounce policy only', () => {
    // Each kind's rendering, claiming along and after-sent step is its feature's (mail-kinds.ts).
    const reaching = edges(graph).filter(({ from, to }) => {
      if (folderOf(from) !== 'outbox' || from.startsWith('outbox/cli/')) return false;
      const target = folderOf(to);
      return (
        target === undefined || !(SHARED_LAYERS.has(target) || target === 'outbox' || target === 'bounces')
      );
    });
    expect(reaching).toEqual([]);
  });
});
