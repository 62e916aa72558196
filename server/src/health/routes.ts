import { Hono } from 'hono';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { healthReport } from './health-report.ts';

/** GET /api/health: 200 while the database answers (even if rate checks fail), else 503. */
export function healthRoutes(deps: Pick<AppDeps, 'db' | 'databaseDriver'>): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/api/health', async (c) => {
    const report = await healthReport(deps.db, deps.databaseDriver);
    c.header('Cache-Control', 'no-store');
    return c.json(report, report.database.status === 'ok' ? 200 : 503);
  });
}
