import { healthReportSchema } from '@mrn/sdk/schemas';
import { Hono } from 'hono';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { describeOperation } from '../openapi/describe-operation.ts';
import { healthReport } from './health-report.ts';

/** GET /api/health: 200 while the database answers (even if rate checks fail), else 503. */
export function healthRoutes(deps: Pick<AppDeps, 'db' | 'databaseDriver'>): Hono<AppEnv> {
  return new Hono<AppEnv>().get(
    '/api/health',
    describeOperation({
      audience: 'Public API',
      summary: 'Service health',
      description:
        'Database status and the latest rate check of each series; `status` is degraded when a check failed.',
      success: { 200: { description: 'The database answers.', schema: healthReportSchema } },
      errors: [503],
    }),
    async (c) => {
      const report = await healthReport(deps.db, deps.databaseDriver);
      c.header('Cache-Control', 'no-store');
      return c.json(report, report.database.status === 'ok' ? 200 : 503);
    },
  );
}
