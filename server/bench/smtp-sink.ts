// A local SMTP sink in its own process for the mail benchmark, as a real relay would be: it accepts and
// counts every message. Sends { port } over IPC when listening and answers 'count' with { received }.
import { startSmtpSink } from '../test/support/smtp-sink.ts';

let received = 0;
const sink = await startSmtpSink({
  onData(stream, _session, callback) {
    stream.on('end', () => {
      received += 1;
      callback();
    });
    stream.resume();
  },
});
process.send?.({ port: Number(new URL(sink.url).port) });
process.on('message', (message) => {
  if (message === 'count')
    process.send?.({ received, cpuMs: (process.cpuUsage().user + process.cpuUsage().system) / 1000 });
  if (message === 'stop') void sink.close().then(() => process.exit(0));
});
