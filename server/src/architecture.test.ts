import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { type ImportGraph, importCycles, importGraph } from '../test/support/import-graph.ts';

const SOURCE_ROOT = path.dirname(fileURLToPath(import.meta.url));

/**
 * The layers of server/src, bottom to top (docs/architecture.md):
 * - shared layers, each importing only those before it: the configuration (config.ts with
 *   trusted-proxies.ts, and logger.ts), db, mail, openapi, http and runtime (the polling loop and
 *   the CLI helpers);
 * - features: every other folder (leads, alerts, billing, ...);
 * - entry points: the composition root and what starts things (ENTRY_POINTS), importing anything,
 *   imported by no feature and no shared layer.
 */
const SHARED_LAYERS = ['config', 'db', 'mail', 'openapi', 'http', 'runtime'] as const;
const CONFIGURATION_FILES = new Set(['config.ts', 'trusted-proxies.ts', 'logger.ts']);
const ENTRY_POINTS = new Set([
  'app.ts',
  'index.ts',
  'start-server.ts',
  'build-openapi-document.ts',
  'mail-kinds.ts',
  'worker',
  'cli',
]);

/** The one file of a feature other features may import: it names what the feature offers them. */
const ENTRY_FILE = 'index.ts';

/** 'leads/store-lead.ts' -> 'leads'; a top-level file is its own unit ('app.ts'), the configuration's files one. */
function unitOf(file: string): string {
  if (file.includes('/')) return file.split('/')[0];
  return CONFIGURATION_FILES.has(file) ? 'config' : file;
}

type Layer = { kind: 'shared'; rank: number } | { kind: 'feature' } | { kind: 'entry' };

function layerOf(unit: string): Layer {
  const rank = (SHARED_LAYERS as readonly string[]).indexOf(unit);
  if (rank >= 0) return { kind: 'shared', rank };
  return ENTRY_POINTS.has(unit) ? { kind: 'entry' } : { kind: 'feature' };
}

/** A file that builds a Hono router: routes.ts, auth-routes.ts, api-key-routes.ts, ... */
const isRouter = (file: string) => /(^|-)routes\.ts$/.test(path.posix.basename(file));

/** Every import edge between two units, as 'from -> to'. */
const crossingEdges = (graph: ImportGraph) =>
  [...graph]
    .flatMap(([from, targets]) => targets.map((to) => ({ from, to })))
    .filter(({ from, to }) => unitOf(from) !== unitOf(to));

/** Why an import breaks the layering, or undefined when it keeps it. */
function layeringBreach(from: string, to: string): string | undefined {
  const importer = layerOf(unitOf(from));
  const imported = layerOf(unitOf(to));
  if (importer.kind === 'shared') {
    if (imported.kind === 'feature')
      return 'a shared layer imports a feature (features build on shared layers)';
    if (imported.kind === 'entry') return 'a shared layer imports an entry point (entry points sit on top)';
    if (imported.kind === 'shared' && imported.rank > importer.rank) {
      return `${unitOf(from)} imports ${unitOf(to)}, a shared layer above it (order: ${SHARED_LAYERS.join(' < ')})`;
    }
  }
  if (importer.kind === 'feature' && imported.kind === 'entry') {
    return 'a feature imports an entry point (entry points sit on top and import features)';
  }
  if (importer.kind === 'feature' && imported.kind === 'feature' && path.posix.basename(to) !== ENTRY_FILE) {
    return `a feature imports another feature's inner file (import ${unitOf(to)}/${ENTRY_FILE}, its named entry file)`;
  }
  return undefined;
}

/** Pairs of units that import each other, each with one import of either way. */
function mutualImports(graph: ImportGraph): string[] {
  const firstEdge = new Map<string, string>();
  for (const { from, to } of crossingEdges(graph)) {
    const key = `${unitOf(from)} -> ${unitOf(to)}`;
    if (!firstEdge.has(key)) firstEdge.set(key, `${from} -> ${to}`);
  }
  const pairs: string[] = [];
  for (const [key, edge] of firstEdge) {
    const [a, b] = key.split(' -> ');
    const back = firstEdge.get(`${b} -> ${a}`);
    if (back && a < b) pairs.push(`${a} <-> ${b}: ${edge}, and ${back}`);
  }
  return pairs.sort();
}

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

  it('names each pair of folders that import each other, and each import that breaks the layers, with why', () => {
    const graph: ImportGraph = new Map([
      ['leads/store.ts', ['webhooks/enqueue.ts', 'alerts/rules.ts']],
      ['webhooks/enqueue.ts', ['leads/columns.ts']],
      ['leads/columns.ts', []],
      ['alerts/rules.ts', ['app.ts', 'webhooks/index.ts']],
      ['webhooks/index.ts', ['webhooks/enqueue.ts']],
      ['http/validate.ts', ['leads/store.ts', 'runtime/loop.ts', 'config.ts']],
      ['runtime/loop.ts', ['db/client.ts']],
      ['db/client.ts', []],
      ['config.ts', []],
      ['app.ts', ['leads/store.ts']],
    ]);
    expect(mutualImports(graph)).toEqual([
      'leads <-> webhooks: leads/store.ts -> webhooks/enqueue.ts, and webhooks/enqueue.ts -> leads/columns.ts',
    ]);
    const breaches = crossingEdges(graph).flatMap(({ from, to }) => {
      const why = layeringBreach(from, to);
      return why ? [`${from} -> ${to}: ${why}`] : [];
    });
    expect(breaches).toEqual([
      "leads/store.ts -> webhooks/enqueue.ts: a feature imports another feature's inner file (import webhooks/index.ts, its named entry file)",
      "leads/store.ts -> alerts/rules.ts: a feature imports another feature's inner file (import alerts/index.ts, its named entry file)",
      "webhooks/enqueue.ts -> leads/columns.ts: a feature imports another feature's inner file (import leads/index.ts, its named entry file)",
      'alerts/rules.ts -> app.ts: a feature imports an entry point (entry points sit on top and import features)',
      'http/validate.ts -> leads/store.ts: a shared layer imports a feature (features build on shared layers)',
      'http/validate.ts -> runtime/loop.ts: http imports runtime, a shared layer above it (order: config < db < mail < openapi < http < runtime)',
    ]);
  });

  it('reads the real tree, type-only imports included', () => {
    const graph = importGraph(SOURCE_ROOT);
    expect(graph.size).toBeGreaterThan(200);
    expect(graph.get('app.ts')).toContain('leads/routes.ts');
    expect(graph.get('auth/require-session.ts')).toContain('http/session-env.ts');
    expect([...graph.keys()].some((file) => file.endsWith('.test.ts'))).toBe(false);
  });
});

describe('server/src', () => {
  const graph = importGraph(SOURCE_ROOT);

  it('has no import cycle', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('keeps its layers: shared layers import only the shared layers below them, and no feature imports an entry point', () => {
    const breaches = crossingEdges(graph).flatMap(({ from, to }) => {
      const why = layeringBreach(from, to);
      return why ? [`${from} -> ${to}: ${why}`] : [];
    });
    expect(breaches).toEqual([]);
  });

  it('gives each feature one entry file that only names what other features may use', () => {
    const entryFiles = [...graph.keys()].filter(
      (file) =>
        file.split('/').length === 2 &&
        path.posix.basename(file) === ENTRY_FILE &&
        layerOf(unitOf(file)).kind === 'feature',
    );
    expect(entryFiles.length).toBeGreaterThan(10);
    const notReExports = entryFiles.flatMap((file) => {
      const source = ts.createSourceFile(
        file,
        readFileSync(path.join(SOURCE_ROOT, file), 'utf8'),
        ts.ScriptTarget.Latest,
      );
      return source.statements
        .filter(
          (statement) =>
            !(
              ts.isExportDeclaration(statement) &&
              statement.moduleSpecifier !== undefined &&
              ts.isStringLiteral(statement.moduleSpecifier) &&
              statement.moduleSpecifier.text.startsWith('./')
            ),
        )
        .map((statement) => `${file}: ${statement.getText(source).split('\n')[0]}`);
    });
    expect(notReExports).toEqual([]);
  });

  it('has no two folders that import each other', () => {
    expect(mutualImports(graph)).toEqual([]);
  });

  it('lets only the entry points mount a feature’s routers: no feature or shared layer imports them', () => {
    const crossing = crossingEdges(graph).filter(
      ({ from, to }) =>
        isRouter(to) && layerOf(unitOf(to)).kind === 'feature' && layerOf(unitOf(from)).kind !== 'entry',
    );
    expect(crossing).toEqual([]);
  });

  it('keeps the outbox free of mail kinds: it builds on the shared layers and the bounce policy only', () => {
    // Each kind's rendering, claiming along and after-sent step is its feature's (mail-kinds.ts).
    const reaching = crossingEdges(graph).filter(
      ({ from, to }) =>
        unitOf(from) === 'outbox' && !(layerOf(unitOf(to)).kind === 'shared' || unitOf(to) === 'bounces'),
    );
    expect(reaching).toEqual([]);
  });
});
