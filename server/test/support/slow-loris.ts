import { connect } from 'node:net';

export interface SlowClientOutcome {
  /** True when the server closed the connection (rather than the client giving up). */
  closedByServer: boolean;
  /** Bytes the client got to send before that. */
  bytesSent: number;
}

/**
 * A slow-loris client: opens a connection and sends `text` one byte every `byteIntervalMs`, never
 * finishing, until the server closes the connection or `giveUpAfterMs` passes.
 */
export function slowClient(
  port: number,
  text: string,
  options: { byteIntervalMs: number; giveUpAfterMs: number },
): Promise<SlowClientOutcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let bytesSent = 0;
    let settled = false;
    const finish = (closedByServer: boolean) => {
      if (settled) return;
      settled = true;
      clearInterval(drip);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedByServer, bytesSent });
    };
    const drip = setInterval(() => {
      if (bytesSent >= text.length || socket.destroyed) return;
      socket.write(text[bytesSent] as string);
      bytesSent += 1;
    }, options.byteIntervalMs);
    const giveUp = setTimeout(() => finish(false), options.giveUpAfterMs);
    // Read whatever comes (a 408, or nothing): a socket nobody reads may never notice the server's FIN.
    socket.resume();
    socket.on('close', () => finish(true));
    socket.on('end', () => finish(true));
    socket.on('error', () => finish(true));
  });
}

/** Headers that never end: the classic slow-loris request. */
export const ENDLESS_HEADERS = `GET /api/health HTTP/1.1\r\nHost: localhost\r\n${'X-Slow: a\r\n'.repeat(10_000)}`;
