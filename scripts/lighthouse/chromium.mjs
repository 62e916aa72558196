import { launch } from 'chrome-launcher';

/** Flags for Debian chromium on a shared, offline machine (no sandbox user namespaces, no GPU). */
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Launches headless chromium with a remote-debugging port for Lighthouse to drive.
 * @returns {Promise<import('chrome-launcher').LaunchedChrome>}
 */
export function launchChromium() {
  return launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
    // chrome-launcher's own SIGINT handler exits the process at once, before the product
    // server is stopped; scripts/lighthouse.mjs handles signals and kills chromium itself.
    handleSIGINT: false,
  });
}
