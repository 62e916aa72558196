import { Hono } from 'hono';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';

/** GET /api/analytics/config: the browser analytics key, or null to keep analytics off. */
export function analyticsRoutes(deps: Pick<AppDeps, 'config'>): Hono<AppEnv> {
  const body = { amplitudeApiKey: deps.config.AMPLITUDE_API_KEY ?? null };
  return new Hono<AppEnv>().get('/api/analytics/config', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(body);
  });
}
