import { healthAnswerSchema } from '@mrn/sdk/schemas';
import { Hono } from 'hono';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { checkOperatorToken } from '../http/operator-token.ts';
import { describeOperation } from '../openapi/describe-operation.ts';
import { healthReport } from './health-report.ts';

/**
 * GET /api/health: 200 while the database answers, else 503. A degraded report (rate checks or mail
 * behind) stays 200 on purpose: a load balancer must keep sending visitors to a node that serves pages
 * and takes leads while FRED is down; monitoring reads `status` and `problems` instead.
 * The public sees only the status: database errors, the mail backlog and rate-check failures are the
 * operator's business (and a map for an attacker), shown with the METRICS_TOKEN only.
 */
export function healthRoutes(
  deps: Pick<AppDeps, 'db' | 'databaseDriver' | 'clock' | 'config'>,
): Hono<AppEnv> {
  return new Hono<AppEnv>().get(
    '/',
    describeOperation({
      audience: 'Public API',
      summary: 'Service health',
      description:
        'Without credentials the answer is only `{ "status" }`: `ok`, `degraded` (still 200: pages, leads and ' +
        'sign-ups work) or `unavailable` (503, the database does not answer). With ' +
        '`Authorization: Bearer <METRICS_TOKEN>` it also has the database status, the latest rate check of each ' +
        'series, the mail backlog and, when `degraded`, the reasons in `problems`: a rate check failed or none ' +
        'succeeded for two business days, or mail has waited over ten minutes. A wrong token is a 401.',
      success: { 200: { description: 'The database answers.', schema: healthAnswerSchema } },
      errors: [401, 503],
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const token = checkOperatorToken(c, deps.config.METRICS_TOKEN);
      if (token === 'invalid') {
        c.header('WWW-Authenticate', 'Bearer realm="metrics"');
        return apiError(
          c,
          401,
          'unauthorized',
          'Health details need Authorization: Bearer with the METRICS_TOKEN. Without the header you get the status.',
        );
      }
      const report = await healthReport(deps.db, deps.databaseDriver, deps.clock ? deps.clock() : new Date());
      const httpStatus = report.database.status === 'ok' ? 200 : 503;
      return token === 'valid' ? c.json(report, httpStatus) : c.json({ status: report.status }, httpStatus);
    },
  );
}
