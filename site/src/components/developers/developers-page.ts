import type { PageMeta } from '../../data/calculators-index.ts';

/** Route, heading and SEO text of /developers (kept beside its components, not in the shared table). */
export const DEVELOPERS_PATH = '/developers';

export const DEVELOPERS_PAGE_META: PageMeta = {
  title: 'Developers',
  subtitle: 'The Mortgage Rate Notifier API and widget events, with examples you can paste into a terminal.',
  description:
    'API reference for partners: public and partner endpoints, API keys, errors, rate limits, curl examples and the events the lead form and calculators send.',
  keywords: ['mortgage rate API', 'partner API', 'lead API', 'OpenAPI', 'curl examples', 'widget events'],
};

/** Where the machine-readable document is served (same origin as the page). */
export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';
