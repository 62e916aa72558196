import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { Counter, Histogram, type Registry } from 'prom-client';

/**
 * Request counts and latency by route pattern (`/api/forms/:id/leads`, never the raw path, so the
 * number of series stays bounded whatever clients send). Unmatched paths count under their
 * catch-all pattern.
 */
export function httpMetricsMiddleware(registry: Registry): MiddlewareHandler {
  const requests = new Counter({
    name: 'mrn_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'mrn_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const route = routePath(c, -1);
      const seconds = (performance.now() - started) / 1000;
      requests.inc({ method: c.req.method, route, status: String(c.res.status) });
      duration.observe({ method: c.req.method, route }, seconds);
    }
  };
}
