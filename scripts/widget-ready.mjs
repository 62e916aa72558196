// `npm run bench:widget`: how long a partner's page takes to show a usable inline lead form (issue 13
// item 4), on a phone-sized page with the CPU slowed 4x, as a visitor on a mid-range phone would see it.
// Each run also loads the same page with the same form as plain server-rendered HTML (no script), the
// floor, and the widget's usable time is reported as a ratio to it (issue 28 item 7, goal 1.5x). The
// floor is the widget's own loaded form (its shadow root's markup and stylesheets, captured from an
// untimed load of this run) served as a declarative shadow root: the same elements and the same CSS,
// with no script. A bare, hand-written and unstyled form is loaded too, for reference.
//
// Starts the product (like `npm run lighthouse`) and a partner page on another origin holding the
// embed.js snippet, then loads that page RUNS times in fresh browser contexts (nothing cached) and
// reports, from the start of navigation: when the form's box first has its final height (the skeleton),
// when it is usable (its fields and an enabled submit button are in the shadow root), and the layout
// shift it causes (Cumulative Layout Shift of the page, with a paragraph below the form) until 1.5 s
// after it is usable: in all, and after the form's box first appears (the form changing height, the
// part the widget controls; the arrival of an async snippet's box itself is the partner page's to reserve).
//
//   node scripts/widget-ready.mjs            (RUNS=15 CPU_SLOWDOWN=4 RTT_MS=0 to change the profile)
//   WIDGET_READY_URL=http://localhost:4321 node scripts/widget-ready.mjs   (a product already running)
//   TIMINGS=1: each run's requests (start-end, ms from navigation) and first paint, to see where the time goes
//   PROFILE_RUN=3: that run's main-thread CPU profile in widget-ready.cpuprofile (open it in Chrome's DevTools)
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/setup/chromium-flags.mjs';
import { spawnProductServer } from './lighthouse/product-server.mjs';
import { partnerPageHtml, plainLeadFormHtml, renderedFormHtml } from './widget-ready/plain-form-page.mjs';

const GOAL_MS = 400;
/** Issue 28 item 7: usable within 1.5 times the plain HTML form's time. */
const GOAL_RATIO = 1.5;
const runs = Number(process.env.RUNS ?? 15);
const cpuSlowdown = Number(process.env.CPU_SLOWDOWN ?? 4);
const rttMs = Number(process.env.RTT_MS ?? 0);
const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The partner's pages, served from their own origin: `/` holds nothing but a heading, the snippet and
 * a paragraph; `/rendered` the same page with the widget's loaded form as plain HTML (the floor, once
 * `setRenderedForm` has it); `/plain` the same page with a bare, unstyled form.
 */
function startPartnerPage(productOrigin, formConfig) {
  const pages = {
    '/': partnerPageHtml(`<script src="${productOrigin}/embed.js" data-form="demo" async></script>`),
    '/plain': partnerPageHtml(plainLeadFormHtml(formConfig)),
    '/rendered': undefined,
  };
  const server = createServer((request, response) => {
    const page = pages[request.url];
    response.statusCode = page === undefined ? 404 : 200;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(page ?? 'Not found');
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        origin: `http://127.0.0.1:${server.address().port}`,
        setRenderedForm: (rendered) => {
          pages['/rendered'] = partnerPageHtml(renderedFormHtml(rendered));
        },
      }),
    );
  });
}

/**
 * In the page, once the widget's form has loaded: its shadow root's markup and the rules of its
 * adopted stylesheets, which is all a server would have to send to show the same form without script.
 */
function widgetFormAsRendered() {
  const root = document.querySelector('mrn-lead-form').shadowRoot;
  const css = root.adoptedStyleSheets
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n');
  return { css, html: root.innerHTML };
}

/**
 * Runs in the page from its first byte: checks every frame, in the page itself (no polling from the
 * test driver, whose injected helpers would compete for the throttled main thread and delay the
 * page), when the form's box first stood at skeleton height and when the loaded form became usable
 * (its own fields and an enabled submit button, not the hidden ones the skeleton lays out), and
 * records every layout shift.
 */
function watchTheWidget() {
  window.__mrn = { shifts: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const from = Math.min(...entry.sources.map((source) => source.previousRect.top));
      window.__mrn.shifts.push({ value: entry.value, from });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const check = () => {
    // The widget's shadow root (declarative in the rendered floor), or the page itself for the bare form.
    const root =
      document.querySelector('mrn-lead-form')?.shadowRoot ??
      (document.querySelector('.mrn-lead-form') ? document : undefined);
    const box = root?.querySelector('.mrn-lead-form');
    if (window.__mrn.skeletonAt === undefined && box && box.getBoundingClientRect().height >= 200) {
      window.__mrn.skeletonAt = performance.now();
    }
    const submit = root?.querySelector('.mrn-lead-form__body > form button[type="submit"]');
    if (submit && !submit.disabled && root.querySelector('.mrn-lead-form__body > form input[type="email"]')) {
      window.__mrn.usableAt = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** In the page: when each request started and ended, and the first paint (ms from navigation). */
function loadTimings() {
  const requests = performance
    .getEntriesByType('resource')
    .map(
      (entry) =>
        `${entry.name.split('/').pop()} ${Math.round(entry.startTime)}-${Math.round(entry.responseEnd)}`,
    );
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return [...requests, `first paint ${Math.round(paint?.startTime ?? -1)}`].join(', ');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  let productOrigin = process.env.WIDGET_READY_URL?.replace(/\/+$/, '');
  let product;
  if (!productOrigin) {
    console.log('Starting the product (node scripts/start.mjs, WORKER=off, fresh DATA_DIR)...');
    product = await spawnProductServer({ repositoryRoot });
    await product.waitUntilReady(300_000);
    productOrigin = product.origin;
  }
  const formConfig = await (await fetch(`${productOrigin}/api/forms/demo`)).json();
  const partner = await startPartnerPage(productOrigin, formConfig);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  /** A fresh context (nothing cached) with a phone's viewport and the profile's CPU and latency. */
  const throttledPage = async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true });
    const page = await context.newPage();
    await page.addInitScript(watchTheWidget);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    if (rttMs > 0) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: rttMs,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    return { context, page, cdp };
  };
  /** When a partner page holding a form as plain HTML became usable. */
  const plainFormUsableAt = async (path) => {
    const { context, page } = await throttledPage();
    await page.goto(`${partner.origin}${path}`, { waitUntil: 'commit' });
    let usableAt;
    for (const deadline = Date.now() + 30_000; usableAt === undefined && Date.now() < deadline; ) {
      await page.waitForTimeout(250);
      usableAt = await page.evaluate(() => window.__mrn.usableAt);
    }
    await context.close();
    if (usableAt === undefined) throw new Error(`the plain HTML form of ${path} never became usable`);
    return usableAt;
  };
  const skeletons = [];
  const usable = [];
  const shifts = [];
  const laterShifts = [];
  const floors = [];
  const bareFloors = [];
  try {
    // One untimed load, so the server's first-request work (compression caches, prepared statements) is
    // done; its loaded form is the floor's markup.
    for (let run = 0; run <= runs; run++) {
      const { context, page, cdp } = await throttledPage();
      const profiled = Number(process.env.PROFILE_RUN) === run;
      if (profiled) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
      }
      await page.goto(partner.origin, { waitUntil: 'commit' });
      // Nothing asked of the page while it loads; then 1.5 s more for any late change of height.
      const deadline = Date.now() + 30_000;
      let usableAt;
      while (usableAt === undefined && Date.now() < deadline) {
        await page.waitForTimeout(1_000);
        usableAt = await page.evaluate(() => window.__mrn.usableAt);
      }
      if (usableAt === undefined) throw new Error('the form never became usable');
      await page.waitForTimeout(1_500);
      // The widget's arrival moves what was where the form now is (an async snippet's box appears after
      // the page's first paint); any other shift is the form changing height.
      const { skeletonAt, arrival, later } = await page.evaluate(() => {
        const top = document.querySelector('mrn-lead-form').getBoundingClientRect().top + scrollY;
        const sum = (entries) => entries.reduce((total, entry) => total + entry.value, 0);
        return {
          skeletonAt: window.__mrn.skeletonAt,
          arrival: sum(window.__mrn.shifts.filter((entry) => entry.from <= top + 50)),
          later: sum(window.__mrn.shifts.filter((entry) => entry.from > top + 50)),
        };
      });
      if (profiled)
        writeFileSync('widget-ready.cpuprofile', JSON.stringify((await cdp.send('Profiler.stop')).profile));
      if (process.env.TIMINGS) console.log(`run ${run}: ${await page.evaluate(loadTimings)}`);
      if (run === 0) partner.setRenderedForm(await page.evaluate(widgetFormAsRendered));
      if (run > 0) {
        skeletons.push(skeletonAt);
        usable.push(usableAt);
        shifts.push(arrival + later);
        laterShifts.push(later);
      }
      await context.close();

      // The floors, each in its own fresh context: the widget's own form as plain HTML, then the bare one.
      const floorAt = await plainFormUsableAt('/rendered');
      const bareFloorAt = await plainFormUsableAt('/plain');
      if (run > 0) {
        floors.push(floorAt);
        bareFloors.push(bareFloorAt);
      }
    }
  } finally {
    await browser.close();
    partner.server.close();
    await product?.stop();
  }
  const format = (values) => `median ${Math.round(median(values))} ms (${values.map(Math.round).join(', ')})`;
  console.log(
    `Inline lead form on a partner page, 375 px, CPU ${cpuSlowdown}x slower, RTT ${rttMs} ms, ${runs} runs:`,
  );
  console.log(`  form box at its final height: ${format(skeletons)}`);
  console.log(`  usable (fields and an enabled submit button): ${format(usable)}; goal <= ${GOAL_MS} ms`);
  // Run by run (the same moment's machine load for both), then the median of those ratios.
  // The ratio of the two medians too: steadier when single loads of either page are slow.
  const formatRatios = (runFloors) => {
    const ratios = usable.map((value, index) => value / runFloors[index]);
    return `median ${median(ratios).toFixed(2)}x (${ratios.map((ratio) => ratio.toFixed(2)).join(', ')}); medians ${(median(usable) / median(runFloors)).toFixed(2)}x`;
  };
  console.log(
    `  floor, the same form as plain server-rendered HTML (its markup and CSS, no script), usable: ${format(floors)}`,
  );
  console.log(`  widget usable / floor: ${formatRatios(floors)}; goal <= ${GOAL_RATIO}x`);
  console.log(
    `  for reference, a bare form (hand-written, unstyled, no script), usable: ${format(bareFloors)}`,
  );
  console.log(`  widget usable / bare form: ${formatRatios(bareFloors)}`);
  const formatShifts = (values) =>
    `median ${median(values).toFixed(3)} (${values.map((value) => value.toFixed(3)).join(', ')})`;
  console.log(`  layout shift (CLS), the form's arrival included: ${formatShifts(shifts)}`);
  console.log(`  layout shift after the form box first appears: ${formatShifts(laterShifts)}; goal 0`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
