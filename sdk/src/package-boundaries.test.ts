import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The workspaces meet only through their package names and declared exports: no wildcard export,
 * no relative import into another workspace's folder, and the contract (this package) free of
 * React and the widgets, so the server never loads UI code.
 */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rootManifest = JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')) as {
  workspaces: string[];
};
const WORKSPACES = rootManifest.workspaces;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.astro', 'test-results', 'playwright-report']);
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|astro)$/;
const IMPORT_SPECIFIER = /(?:from\s+|import\s*\(\s*|import\s+)(['"])([^'"\n]+)\1/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_FOLDERS.has(entry.name)) return [];
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE_FILE.test(entry.name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT_SPECIFIER)].map((match) => match[2]);
}

function manifestOf(workspace: string): {
  exports?: Record<string, string>;
  dependencies?: Record<string, string>;
} {
  return JSON.parse(readFileSync(path.join(repositoryRoot, workspace, 'package.json'), 'utf8'));
}

describe('package boundaries', () => {
  it('every workspace that exports lists its entries one by one, each naming a file', () => {
    for (const workspace of WORKSPACES) {
      const exported = manifestOf(workspace).exports ?? {};
      for (const [entry, target] of Object.entries(exported)) {
        expect(`${workspace}: ${entry}`).not.toContain('*');
        expect(`${workspace}: ${target}`).not.toContain('*');
        expect(
          () => readFileSync(path.join(repositoryRoot, workspace, target)),
          `${workspace} ${entry}`,
        ).not.toThrow();
      }
    }
  });

  it('no file reaches into another workspace by a relative path', () => {
    const crossings: string[] = [];
    for (const workspace of WORKSPACES) {
      const workspaceRoot = path.join(repositoryRoot, workspace);
      for (const file of sourceFiles(workspaceRoot)) {
        for (const specifier of importsOf(file)) {
          if (!specifier.startsWith('.')) continue;
          const target = path.resolve(path.dirname(file), specifier);
          if (!target.startsWith(`${workspaceRoot}${path.sep}`)) {
            crossings.push(`${path.relative(repositoryRoot, file)} -> ${specifier}`);
          }
        }
      }
    }
    expect(crossings).toEqual([]);
  });

  it('the contract imports neither React, Preact nor the widgets, and the server does not depend on the widgets', () => {
    const uiImports = sourceFiles(path.join(repositoryRoot, 'sdk/src'))
      .flatMap((file) =>
        importsOf(file).map((specifier) => `${path.relative(repositoryRoot, file)} -> ${specifier}`),
      )
      .filter((line) => /-> (react|react-dom|preact|@mrn\/widgets)(\/|$)/.test(line));
    expect(uiImports).toEqual([]);
    expect(Object.keys(manifestOf('server').dependencies ?? {})).not.toContain('@mrn/widgets');
    const serverWidgetImports = sourceFiles(path.join(repositoryRoot, 'server'))
      .flatMap((file) =>
        importsOf(file).map((specifier) => `${path.relative(repositoryRoot, file)} -> ${specifier}`),
      )
      .filter((line) => line.includes('-> @mrn/widgets'));
    expect(serverWidgetImports).toEqual([]);
  });
});
