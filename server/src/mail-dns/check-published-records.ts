import { Resolver } from 'node:dns/promises';
import type { DnsRecord } from './sending-domain-records.ts';

export type RecordCheck =
  | { state: 'published' }
  | { state: 'missing' }
  /** A record of the kind is there but says something else (another DKIM key). */
  | { state: 'different'; found: string }
  | { state: 'unknown'; why: string };

/** No answer within this time counts as "could not check", never a hang (offline laptops, blocked DNS). */
const LOOKUP_TIMEOUT_MS = 3_000;

function withTimeout<T>(lookup: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timed out'), { code: 'ETIMEOUT' })), ms);
  });
  return Promise.race([lookup, timeout]).finally(() => clearTimeout(timer));
}

/** Whether the DNS already has the record. Never throws. */
export async function checkPublishedRecord(
  record: DnsRecord,
  resolver: Pick<Resolver, 'resolveTxt' | 'resolveMx'> = new Resolver({
    timeout: LOOKUP_TIMEOUT_MS,
    tries: 1,
  }),
  timeoutMs = LOOKUP_TIMEOUT_MS,
): Promise<RecordCheck> {
  try {
    if (record.type === 'MX') {
      const exchanges = await withTimeout(resolver.resolveMx(record.name), timeoutMs);
      const wanted = record.value.split(' ')[1].replace(/\.$/, '').toLowerCase();
      return exchanges.some((mx) => mx.exchange.toLowerCase() === wanted)
        ? { state: 'published' }
        : { state: 'missing' };
    }
    const texts = (await withTimeout(resolver.resolveTxt(record.name), timeoutMs)).map((parts) =>
      parts.join(''),
    );
    const tag = record.value.split(';')[0].split(' ')[0];
    const sameKind = texts.filter((text) => text.replace(/\s+/g, ' ').startsWith(tag));
    if (sameKind.length === 0) return { state: 'missing' };
    if (record.label !== 'DKIM') return { state: 'published' };
    const key = (text: string) => /p=([A-Za-z0-9+/=\s]+)/.exec(text)?.[1].replace(/\s+/g, '');
    const wantedKey = key(record.value);
    const found = sameKind.find((text) => key(text) === wantedKey);
    return found ? { state: 'published' } : { state: 'different', found: sameKind[0] };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ENOTFOUND' || code === 'ENODATA') return { state: 'missing' };
    return { state: 'unknown', why: code ?? (error as Error).message };
  }
}
