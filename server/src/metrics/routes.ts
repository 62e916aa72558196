import { Hono } from 'hono';
import { Registry } from 'prom-client';
import { registerBillingReconciliationGauges } from '../billing/index.ts';
import { registerBounceGauges } from '../bounces/index.ts';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { checkOperatorToken } from '../http/operator-token.ts';
import { describeOperation } from '../openapi/describe-operation.ts';
import { registerDatabaseGauges } from './database-gauges.ts';
import { httpMetricsMiddleware } from './http-metrics.ts';

/**
 * The Prometheus endpoint and the request middleware that feeds it. One registry per app (not
 * prom-client's global one), so several apps in one process (tests) do not share counters.
 * GET /api/metrics needs `Authorization: Bearer METRICS_TOKEN`; without METRICS_TOKEN it is off (404).
 */
export function createMetrics(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>) {
  const registry = new Registry();
  registerDatabaseGauges(registry, deps.db, deps.clock ?? (() => new Date()));
  registerBounceGauges(registry, deps.db);
  registerBillingReconciliationGauges(registry, deps.db);
  const middleware = httpMetricsMiddleware(registry);
  const routes = new Hono<AppEnv>().get(
    '/',
    describeOperation({
      audience: 'Operations',
      summary: 'Prometheus metrics',
      description:
        'Request counts and latency by route, the mail outbox (rows by status, oldest waiting age), bounces and ' +
        'complaints (reports applied and ignored, suppressed addresses), the daily reconciliation with Stripe ' +
        '(subscriptions by outcome, corrections among them) and the last ' +
        'successful rate check, in the Prometheus text format. Needs `Authorization: Bearer <METRICS_TOKEN>`; ' +
        'answers 404 when METRICS_TOKEN is not set.',
      success: { 200: { description: 'Prometheus text exposition format.', mediaType: 'text/plain' } },
      errors: [401, 404],
    }),
    async (c) => {
      const token = deps.config.METRICS_TOKEN;
      if (!token) return apiError(c, 404, 'not_found', 'Metrics are off: set METRICS_TOKEN to turn them on.');
      if (checkOperatorToken(c, token) !== 'valid') {
        c.header('WWW-Authenticate', 'Bearer realm="metrics"');
        return apiError(c, 401, 'unauthorized', 'Send Authorization: Bearer with the METRICS_TOKEN.');
      }
      c.header('Cache-Control', 'no-store');
      return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType });
    },
  );
  return { middleware, routes };
}
