// A local SMTP sink in its own process for the mail benchmark, as a real relay would be: it accepts and
// counts every message. Sends { port } over IPC when listening and answers 'count' with { received }.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

let received = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('end', () => {
      received += 1;
      callback();
    });
    stream.resume();
  },
});
sink.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (sink.server.address() as AddressInfo).port });
});
process.on('message', (message) => {
  if (message === 'count') process.send?.({ received });
  if (message === 'stop') sink.close(() => process.exit(0));
});
