import { describe, expect, it } from 'vitest';
import { createShutdown } from './shutdown.mjs';

describe('createShutdown', () => {
  it('stops tracked resources newest first, once, however often stopAll is called', async () => {
    const shutdown = createShutdown();
    /** @type {string[]} */
    const stopped = [];
    await shutdown.track(Promise.resolve('server'), async (name) => void stopped.push(name));
    await shutdown.track(Promise.resolve('chromium'), async (name) => void stopped.push(name));

    await Promise.all([shutdown.stopAll(), shutdown.stopAll()]);

    expect(stopped).toEqual(['chromium', 'server']);
  });

  it('waits for a resource still starting and stops it too', async () => {
    const shutdown = createShutdown();
    /** @type {string[]} */
    const stopped = [];
    /** @type {(name: string) => void} */
    let finishStarting = () => {};
    const starting = shutdown.track(
      new Promise((resolve) => {
        finishStarting = resolve;
      }),
      async (name) => void stopped.push(name),
    );

    const stopping = shutdown.stopAll();
    finishStarting('chromium');

    await stopping;
    await expect(starting).rejects.toThrow('Shutting down');
    expect(stopped).toEqual(['chromium']);
  });
});
