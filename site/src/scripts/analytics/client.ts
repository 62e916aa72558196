import { fetchAnalyticsKey } from './config.ts';

/** Event names of spec §7. */
export type AnalyticsEventName =
  | 'Page Viewed'
  | 'Calculator Used'
  | 'Template Viewed'
  | 'Template Downloaded'
  | 'CTA Clicked'
  | 'Form Submitted'
  | 'Navigation Clicked'
  | 'Video Watched'
  | 'Search Performed'
  | 'Rate Alert Setup'
  | 'Newsletter Signup'
  | 'Contact Form Submitted';

export type EventProperties = Record<string, string | number | boolean | null>;

type Sender = (name: string, properties: EventProperties) => void;

interface PendingEvent {
  name: AnalyticsEventName;
  properties: EventProperties;
}

/** Events raised before the config answer arrives wait here; dropped if analytics turns out off. */
let pending: PendingEvent[] = [];
let sender: Sender | null = null;
let state: 'idle' | 'starting' | 'on' | 'off' = 'idle';

function send(event: PendingEvent): void {
  try {
    sender?.(event.name, event.properties);
  } catch (error) {
    console.warn('Analytics event failed', error);
  }
}

/** Records an event; a no-op (besides queueing until the config is known) when analytics is off. */
export function trackEvent(name: AnalyticsEventName, properties: EventProperties = {}): void {
  if (state === 'off') return;
  if (state === 'on') send({ name, properties });
  else pending.push({ name, properties });
}

/** Page views are 'Page Viewed' events named after the page ('Homepage', 'Payment Calculator', ...). */
export function trackPageView(pageName: string): void {
  trackEvent('Page Viewed', { page: pageName, path: window.location.pathname });
}

/**
 * Loads Amplitude only when the server hands out a key within 5 s; otherwise warns once and sends
 * nothing. Failures are logged, never shown to the visitor.
 */
export async function startAnalytics(): Promise<void> {
  if (state !== 'idle') return;
  state = 'starting';
  const key = await fetchAnalyticsKey();
  if (!key) {
    state = 'off';
    pending = [];
    console.warn('Analytics is off: no Amplitude API key configured.');
    return;
  }
  try {
    const amplitude = await import('@amplitude/analytics-browser');
    amplitude.init(key, undefined, { attribution: { disabled: true }, pageCounter: 0 } as never);
    sender = (name, properties) => {
      amplitude.track(name, properties).promise.catch((error: unknown) => {
        console.warn('Analytics event failed', error);
      });
    };
    state = 'on';
    for (const event of pending) send(event);
  } catch (error) {
    state = 'off';
    console.warn('Analytics failed to start', error);
  }
  pending = [];
}
