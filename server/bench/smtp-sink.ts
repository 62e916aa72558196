// A local SMTP sink in its own process for the mail benchmark, as a real relay would be: it accepts and
// counts every message. Sends { port } over IPC when listening, answers 'count' with { received, cpuMs },
// { waitFor: n } with { received, cpuMs } once n messages have arrived (no polling in the worker), and
// 'sample' with { sample } (base64) once the next message is in: the bytes the floor then sends again.
import { startSmtpSink } from '../test/support/smtp-sink.ts';

let received = 0;
let waitingFor: number | undefined;
let sampleNext = false;

function report() {
  process.send?.({ received, cpuMs: (process.cpuUsage().user + process.cpuUsage().system) / 1000 });
}

function answerWaiter() {
  if (waitingFor !== undefined && received >= waitingFor) {
    waitingFor = undefined;
    report();
  }
}

const sink = await startSmtpSink({
  onData(stream, _session, callback) {
    const chunks: Buffer[] | undefined = sampleNext ? [] : undefined;
    sampleNext = false;
    if (chunks) stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      if (chunks) process.send?.({ sample: Buffer.concat(chunks).toString('base64') });
      answerWaiter();
      callback();
    });
    stream.resume();
  },
});
process.send?.({ port: Number(new URL(sink.url).port) });
// The benchmark failed or was stopped without saying 'stop': go too, or this process would hold the
// shell's pipe open (`npx tsx bench/mail-dispatch.ts | tail` never returned after an error).
process.on('disconnect', () => process.exit(0));
process.on('message', (message: unknown) => {
  if (message === 'count') report();
  if (message === 'sample') sampleNext = true;
  if (message === 'stop') void sink.close().then(() => process.exit(0));
  if (typeof message === 'object' && message !== null && 'waitFor' in message) {
    waitingFor = Number(message.waitFor);
    answerWaiter();
  }
});
