import { healthReportSchema } from '@mrn/sdk/schemas';
import { Hono } from 'hono';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { describeOperation } from '../openapi/describe-operation.ts';
import { healthReport } from './health-report.ts';

/**
 * GET /api/health: 200 while the database answers, else 503. A degraded report (rate checks or mail
 * behind) stays 200 on purpose: a load balancer must keep sending visitors to a node that serves pages
 * and takes leads while FRED is down; monitoring reads `status` and `problems` instead.
 */
export function healthRoutes(deps: Pick<AppDeps, 'db' | 'databaseDriver' | 'clock'>): Hono<AppEnv> {
  return new Hono<AppEnv>().get(
    '/api/health',
    describeOperation({
      audience: 'Public API',
      summary: 'Service health',
      description:
        'Database status, the latest rate check of each series and the mail backlog. `status` is `degraded`, ' +
        'with the reasons in `problems`, when a rate check failed or none succeeded for two business days, or ' +
        'mail has waited over ten minutes.',
      success: { 200: { description: 'The database answers.', schema: healthReportSchema } },
      errors: [503],
    }),
    async (c) => {
      const report = await healthReport(deps.db, deps.databaseDriver, deps.clock ? deps.clock() : new Date());
      c.header('Cache-Control', 'no-store');
      return c.json(report, report.database.status === 'ok' ? 200 : 503);
    },
  );
}
