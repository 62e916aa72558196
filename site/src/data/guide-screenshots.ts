/**
 * The installation guide's screenshots of the partner console. The browser suite regenerates every file
 * (tests/e2e/app-loop/guide-screenshots.spec.ts) from the console as it is; the guide shows them by name.
 */
export interface GuideScreenshot {
  /** Path under site/public. */
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** Every screenshot is the console's viewport at this size. */
export const GUIDE_SCREENSHOT_SIZE = { width: 1100, height: 760 } as const;

const screenshot = (name: string, alt: string): GuideScreenshot => ({
  src: `/guide/${name}.jpg`,
  alt,
  ...GUIDE_SCREENSHOT_SIZE,
});

export const GUIDE_SCREENSHOTS = {
  profile: screenshot(
    'profile',
    'The Become a partner form: business name, licence ID, website, logo and reply-to address.',
  ),
  overview: screenshot('overview', 'The partner console overview with the Pro trial and the days left.'),
  builder: screenshot(
    'builder',
    'The form builder with its settings on the left and the live preview of the form on the right.',
  ),
  install: screenshot(
    'install',
    'The install section of a form: embed, popup and calculator snippets with copy buttons.',
  ),
  leads: screenshot(
    'leads',
    'The leads table with search, filters by form and status, and the CSV export button.',
  ),
  analytics: screenshot(
    'analytics',
    'Form analytics: views, opens, submissions, confirmed leads and conversion.',
  ),
  keys: screenshot('keys', 'API keys: create a named key, see when each was last used, revoke it.'),
  webhooks: screenshot(
    'webhooks',
    'Webhooks: the endpoint, its events, the delivery log and the test event button.',
  ),
} as const satisfies Record<string, GuideScreenshot>;
