// `npm run build:server`: compiles the product process (site/server/main.ts) and the worker
// (server/src/worker/main.ts) to plain JavaScript in server/dist, so production runs no TypeScript
// loader. Our own code (@mrn/*) is bundled; installed packages stay external and load from
// node_modules as usual (server/dist resolves server/node_modules first, then the root's).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = path.join(root, 'server/dist');

/** Bare imports of installed packages stay external; relative files and @mrn/* workspaces are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@mrn/') || args.kind === 'entry-point'
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/**
 * `import.meta.url` keeps meaning "this source file" (migrations, sample rates and the repository root
 * are found relative to it): each use is rewritten to the source file's address relative to the bundle.
 */
const sourceFileUrls = {
  name: 'source-file-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.(ts|mts|js|mjs)$/ }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(outdir, args.path).split(path.sep).join('/');
      const contents = source.replaceAll(
        'import.meta.url',
        `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
      );
      return { contents, loader: args.path.endsWith('ts') ? 'ts' : 'js' };
    });
  },
};

const started = performance.now();
await build({
  entryPoints: {
    main: path.join(root, 'site/server/main.ts'),
    worker: path.join(root, 'server/src/worker/main.ts'),
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [externalPackages, sourceFileUrls],
});
console.log(
  `Server compiled to ${path.relative(root, outdir)} in ${Math.round(performance.now() - started)} ms (${pathToFileURL(outdir).href})`,
);
