// The relay for bench/outbox-kill.ts, in its own process: a real SMTP server that takes RELAY_MIN_MS to
// RELAY_MAX_MS to accept each message (so sends are in flight when a worker is killed) and reports every
// message it accepts as { messageId, at } over IPC. Like a real relay it commits a message when it
// answers 250: a client that hangs up before that answer has not delivered it, so the message is dropped.
import { SMTPServer } from 'smtp-server';

const minMs = Number(process.env.RELAY_MIN_MS ?? 20);
const maxMs = Number(process.env.RELAY_MAX_MS ?? 50);

/** Sessions whose client hung up (a killed worker's connections). */
const closed = new Set<string>();
let dropped = 0;

/** The Message-ID header of a raw message (the outbox's `<outbox-ID@host>`). */
function messageIdOf(raw: string): string {
  const headers = raw.slice(0, raw.indexOf('\r\n\r\n'));
  return /^message-id:\s*(<[^>\r\n]+>)/im.exec(headers)?.[1] ?? '';
}

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onClose(session) {
    closed.add(session.id);
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      setTimeout(
        () => {
          if (closed.has(session.id)) {
            dropped += 1;
            return;
          }
          process.send?.({
            messageId: messageIdOf(Buffer.concat(chunks).toString('latin1')),
            at: Date.now(),
          });
          callback();
        },
        minMs + Math.random() * (maxMs - minMs),
      );
    });
  },
});
// A killed worker resets its connections: expected here, not fatal.
server.on('error', () => {});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
process.on('message', (message) => {
  if (message === 'dropped') process.send?.({ dropped });
  if (message === 'stop') server.close(() => process.exit(0));
});
