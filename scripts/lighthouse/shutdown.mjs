/**
 * Everything this run started (product server, chromium), stopped exactly once whether the run
 * ends normally, fails, or is interrupted by a signal.
 */
export function createShutdown() {
  /** @type {Array<() => Promise<void>>} */
  const stops = [];
  /** @type {Set<Promise<unknown>>} */
  const starting = new Set();
  /** @type {Promise<void> | null} */
  let running = null;

  /** Stops everything, newest first; later calls share the same pass. */
  const stopAll = () => {
    running ??= (async () => {
      // A resource still starting when a signal arrives is awaited, then stopped too.
      await Promise.allSettled([...starting]);
      while (stops.length > 0) {
        const stop = /** @type {() => Promise<void>} */ (stops.pop());
        await stop().catch((error) => console.error('Shutdown step failed:', error));
      }
    })();
    return running;
  };

  /**
   * Starts a resource and remembers how to stop it.
   * @template T
   * @param {Promise<T>} pending the start in progress
   * @param {(resource: T) => Promise<void>} stop
   * @returns {Promise<T>}
   */
  const track = async (pending, stop) => {
    const registered = pending.then(async (resource) => {
      if (running) {
        // Shutdown began while this was starting: stop it now rather than leave it running.
        await stop(resource).catch(() => {});
        throw new Error('Shutting down');
      }
      stops.push(() => stop(resource));
      return resource;
    });
    starting.add(registered);
    try {
      return await registered;
    } finally {
      starting.delete(registered);
    }
  };

  return { track, stopAll };
}
