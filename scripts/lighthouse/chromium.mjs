import { launch } from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/setup/chromium-flags.mjs';

/**
 * Launches headless chromium with a remote-debugging port for Lighthouse to drive.
 * @returns {Promise<import('chrome-launcher').LaunchedChrome>}
 */
export function launchChromium() {
  return launch({
    chromePath: process.env.CHROME_PATH || CHROMIUM_PATH,
    // Lighthouse drives a headless browser; Playwright sets its own headless mode.
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
    // chrome-launcher's own SIGINT handler exits the process at once, before the product
    // server is stopped; scripts/lighthouse.mjs handles signals and kills chromium itself.
    handleSIGINT: false,
  });
}
