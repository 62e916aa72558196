import { performance } from 'node:perf_hooks';
import nodemailer from 'nodemailer';

export interface FloorRun {
  smtpUrl: string;
  /** The message as the product rendered it (captured by the sink), sent again byte for byte. */
  message: Buffer;
  mails: number;
  connections: number;
  maxInFlight: number;
  /** Resolves once the sink has received every mail of this run. */
  allReceived: () => Promise<void>;
}

/**
 * The floor of the mail benchmark: no database, no composing, no outbox; one pre-rendered message sent
 * `mails` times through a bare nodemailer pool to the same sink, with as many in flight as the product
 * allows itself. What the product reaches is read as a share of this.
 */
export async function floorMailsPerSecond(run: FloorRun): Promise<number> {
  const transport = nodemailer.createTransport({
    url: run.smtpUrl,
    pool: true,
    maxConnections: run.connections,
    // One connection carries every message: the pool's default of 100 would reconnect needlessly.
    maxMessages: Number.POSITIVE_INFINITY,
  });
  const envelope = { from: 'alerts@bench.example', to: ['floor@example.com'] };
  try {
    // Warm-up: connections open and the send path compiled, as the product has after its warm-up round.
    await Promise.all(
      Array.from({ length: run.connections * 20 }, () => transport.sendMail({ raw: run.message, envelope })),
    );
    const started = performance.now();
    let next = 0;
    const lane = async () => {
      while (next < run.mails) {
        next += 1;
        await transport.sendMail({ raw: run.message, envelope });
      }
    };
    await Promise.all(Array.from({ length: Math.min(run.maxInFlight, run.mails) }, lane));
    await run.allReceived();
    return run.mails / ((performance.now() - started) / 1000);
  } finally {
    transport.close();
  }
}
