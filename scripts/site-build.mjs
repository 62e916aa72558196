// Which static build `npm start` serves, building one when none fits. A build bakes in PUBLIC_URL and
// friends (canonical links, sitemap), so it is never rebuilt in place under a running instance: a build
// that does not fit this instance's settings, or is older than the sources, is made in a fresh
// directory under site/builds/ and switched to with an atomic symlink rename. Two instances with
// different PUBLIC_URLs from one checkout each serve their own build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';

/** A JSON file's value, or null when it is missing or unreadable. */
export function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Newest modification time of any file under the given folders (0 when none exist). */
export function newestSourceTime(folders) {
  let newest = 0;
  for (const folder of folders) {
    if (!existsSync(folder)) continue;
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (entry.isFile())
        newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** A build fits when it was made with these settings and after the last source change. */
function fits(directory, wanted, sourcesTime) {
  const stamp = readJson(path.join(directory, 'build-stamp.json'));
  return (
    stamp !== null &&
    JSON.stringify(stamp) === JSON.stringify(wanted) &&
    statSync(path.join(directory, 'build-stamp.json')).mtimeMs >= sourcesTime
  );
}

/**
 * The directory of static pages to serve for `wanted` (the build stamp): site/dist when `npm run build`
 * made it for these settings, else site/builds/<settings hash>, built now if missing or stale.
 * @param {{ root: string, wanted: object, npm: string }} options
 * @returns {string}
 */
export function siteBuildFor({ root, wanted, npm }) {
  const sourcesTime = newestSourceTime(
    ['site/src', 'site/public', 'sdk/src', 'widgets/src'].map((folder) => path.join(root, folder)),
  );
  const defaultBuild = path.join(root, 'site/dist');
  if (fits(defaultBuild, wanted, sourcesTime)) return defaultBuild;

  const builds = path.join(root, 'site/builds');
  const key = createHash('sha256').update(JSON.stringify(wanted)).digest('hex').slice(0, 12);
  const current = path.join(builds, key);
  if (fits(current, wanted, sourcesTime)) return realpathSync(current);

  const fresh = path.join(builds, `${key}-${Date.now()}-${process.pid}`);
  mkdirSync(builds, { recursive: true });
  console.log(`> building the site for ${wanted.siteOrigin} into ${path.relative(root, fresh)}`);
  const cache = path.join(builds, '.cache', path.basename(fresh));
  const result = spawnSync(npm, ['run', 'build', '-w', 'site', '--', '--outDir', fresh], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MRN_ASTRO_CACHE_DIR: cache },
  });
  rmSync(cache, { recursive: true, force: true });
  if (result.status !== 0) {
    rmSync(fresh, { recursive: true, force: true });
    throw new Error(`building the site failed (exit ${result.status})`);
  }
  // rename() over the old link is atomic: a reader sees the old build or the new one, never neither.
  const link = `${current}.link-${process.pid}`;
  symlinkSync(path.basename(fresh), link);
  renameSync(link, current);
  removeOldBuilds(builds, key, fresh);
  return fresh;
}

/** Keeps the newest two builds of these settings (a running instance may still serve the previous one). */
function removeOldBuilds(builds, key, keep) {
  const older = readdirSync(builds)
    .filter((name) => name.startsWith(`${key}-`) && path.join(builds, name) !== keep)
    .sort()
    .slice(0, -1);
  for (const name of older) rmSync(path.join(builds, name), { recursive: true, force: true });
}
