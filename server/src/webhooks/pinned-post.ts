import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from './address-guard.ts';

/**
 * A `lookup` for node:http(s) that answers with the addresses already checked, never asking DNS
 * again: the connection goes exactly where the guard looked (no DNS rebinding in between).
 */
export function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all)
      callback(
        null,
        addresses.map(({ address, family }) => ({ address, family })),
      );
    else callback(null, addresses[0].address, addresses[0].family);
  };
}

export interface PinnedPost {
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

/**
 * POSTs to `url` connecting only to `addresses`. The URL's host name stays the Host header and the
 * TLS server name (SNI, certificate check), so the receiver sees an ordinary request. Redirects
 * are not followed. Resolves with the status code; the response body is not read.
 */
export function postPinned(
  url: URL,
  addresses: readonly ResolvedAddress[],
  post: PinnedPost,
): Promise<number> {
  const options: RequestOptions = {
    method: 'POST',
    headers: { ...post.headers, 'Content-Length': String(Buffer.byteLength(post.body)) },
    lookup: pinnedLookup(addresses),
    agent: false,
    signal: AbortSignal.timeout(post.timeoutMs),
  };
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, options, (response) => {
      resolve(response.statusCode ?? 0);
      response.destroy();
    });
    request.on('error', (error) => reject(error.name === 'AbortError' ? new Error('timed out') : error));
    request.end(post.body);
  });
}
