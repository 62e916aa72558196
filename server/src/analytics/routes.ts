import { analyticsConfigSchema } from '@mrn/sdk/schemas';
import { Hono } from 'hono';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { describeOperation } from '../openapi/describe-operation.ts';

/** GET /api/analytics/config: the browser analytics key, or null to keep analytics off. */
export function analyticsRoutes(deps: Pick<AppDeps, 'config'>): Hono<AppEnv> {
  const body = { amplitudeApiKey: deps.config.AMPLITUDE_API_KEY ?? null };
  return new Hono<AppEnv>().get(
    '/config',
    describeOperation({
      audience: 'Public API',
      summary: 'Browser analytics key',
      success: {
        200: { description: 'The key, or null when analytics are off.', schema: analyticsConfigSchema },
      },
    }),
    (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(body);
    },
  );
}
