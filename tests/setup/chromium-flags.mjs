/**
 * How every browser run here starts Chromium: the Debian package (tests/setup/ensure-chromium.sh),
 * never a downloaded browser, with flags for a shared, offline machine (no sandbox user namespaces,
 * no GPU, no background traffic). Plain .mjs so both the Playwright configs and the Node-only
 * Lighthouse script can import it.
 */

/** Debian's Chromium; Playwright and Lighthouse both launch this binary. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** @type {readonly string[]} */
export const CHROMIUM_FLAGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]);
