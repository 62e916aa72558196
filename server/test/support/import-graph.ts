import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Each file (relative to the root, with '/') and the files it imports by relative path. */
export type ImportGraph = Map<string, string[]>;

/** TypeScript sources (.ts and .tsx), not tests and not declaration files. */
const isSource = (name: string) =>
  /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && isSource(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** './x.ts', './x' (.ts or .tsx) or './x/index.ts', as the file it names; undefined when it leaves the tree. */
function resolveImport(fromFile: string, specifier: string): string | undefined {
  const target = path.resolve(path.dirname(fromFile), specifier);
  return [
    target,
    `${target}.ts`,
    `${target}.tsx`,
    path.join(target, 'index.ts'),
    path.join(target, 'index.tsx'),
  ].find((candidate) => isSource(path.basename(candidate)) && existsSync(candidate));
}

/**
 * The relative imports among the non-test TypeScript files under `root`: static, type-only,
 * re-exports and dynamic `import()` alike (a type-only cycle still ties the files together).
 */
export function importGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .flatMap((specifier) => resolveImport(file, specifier) ?? [])
      .filter((target) => target.startsWith(`${root}${path.sep}`))
      .map((target) => path.relative(root, target).split(path.sep).join('/'));
    graph.set(path.relative(root, file).split(path.sep).join('/'), [...new Set(targets)]);
  }
  return graph;
}

/**
 * The import cycles of `graph`: Tarjan's strongly connected components with more than one file,
 * plus any file that imports itself. Empty when the imports form a DAG.
 */
export function importCycles(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (file: string) => {
    index.set(file, counter);
    lowLink.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowLink.set(file, Math.min(lowLink.get(file) as number, lowLink.get(target) as number));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file) as number, index.get(target) as number));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(component.sort());
  };

  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return cycles;
}
