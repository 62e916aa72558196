import { createServer } from 'node:net';

/** Asks the OS for an unused TCP port on localhost (bind to port 0, read it back, release it). */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('The OS gave no free port'))));
    });
  });
}
