import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { type CachePolicy, cacheControlHeader } from './cache-policy.ts';
import { contentTypeFor, isCompressible } from './content-types.ts';

interface LoadedFile {
  mtimeMs: number;
  contentType: string;
  etag: string;
  identity: Buffer;
  brotli?: Buffer;
  gzip?: Buffer;
}

/** Files are read and compressed once, then served from memory until they change on disk. */
const memory = new Map<string, LoadedFile>();

async function loadFile(filePath: string): Promise<LoadedFile | null> {
  let info: Awaited<ReturnType<typeof stat>>;
  try {
    info = await stat(filePath);
  } catch {
    return null;
  }
  if (!info.isFile()) return null;
  const known = memory.get(filePath);
  if (known && known.mtimeMs === info.mtimeMs) return known;
  const identity = await readFile(filePath);
  const contentType = contentTypeFor(filePath);
  const loaded: LoadedFile = {
    mtimeMs: info.mtimeMs,
    contentType,
    etag: `"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`,
    identity,
  };
  if (isCompressible(contentType) && identity.length > 512) {
    loaded.brotli = brotliCompressSync(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    });
    loaded.gzip = gzipSync(identity, { level: 9 });
  }
  memory.set(filePath, loaded);
  return loaded;
}

/** Resolves `relativePath` under `root`, refusing anything that escapes it. */
export function safeJoin(root: string, relativePath: string): string | null {
  const resolved = path.resolve(root, `.${path.posix.normalize(`/${relativePath}`)}`);
  return resolved === root || resolved.startsWith(`${root}${path.sep}`) ? resolved : null;
}

function pickEncoding(request: IncomingMessage, file: LoadedFile): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (file.brotli && /\bbr\b/.test(accepted)) return 'br';
  if (file.gzip && /\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

export interface ServeOptions {
  status?: number;
  cachePolicy: CachePolicy;
}

/**
 * Sends a file with compression (brotli or gzip by Accept-Encoding), ETag/304 and Cache-Control.
 * Returns false when the file does not exist so the caller can try elsewhere.
 */
export async function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  filePath: string,
  options: ServeOptions,
): Promise<boolean> {
  const file = await loadFile(filePath);
  if (!file) return false;
  const status = options.status ?? 200;
  response.setHeader('content-type', file.contentType);
  response.setHeader('cache-control', cacheControlHeader(options.cachePolicy));
  response.setHeader('etag', file.etag);
  response.setHeader(
    'vary',
    options.cachePolicy === 'private' ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
  );
  if (status === 200 && request.headers['if-none-match'] === file.etag) {
    response.statusCode = 304;
    response.end();
    return true;
  }
  const encoding = pickEncoding(request, file);
  const body = encoding === 'br' ? file.brotli! : encoding === 'gzip' ? file.gzip! : file.identity;
  if (encoding) response.setHeader('content-encoding', encoding);
  response.setHeader('content-length', body.length);
  response.statusCode = status;
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}

/**
 * Reads and compresses every file under `root` ahead of the first visitor, one file per tick so
 * requests arriving meanwhile are not starved. Brotli at quality 11 is slow; paying it at start
 * keeps the first page view fast.
 */
export async function warmStaticFiles(root: string): Promise<number> {
  let entries: string[];
  try {
    entries = (await readdir(root, { recursive: true })) as string[];
  } catch {
    return 0;
  }
  let warmed = 0;
  for (const entry of entries) {
    const filePath = path.join(root, entry);
    if (!isCompressible(contentTypeFor(filePath))) continue;
    await new Promise((resolve) => setImmediate(resolve));
    if (await loadFile(filePath)) warmed += 1;
  }
  return warmed;
}
