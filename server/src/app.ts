import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { accountRoutes } from '../account/routes.ts';
import { accountAlertRoutes } from '../account-alerts/routes.ts';
import { alertsRoutes } from '../alerts/routes.ts';
import { analyticsRoutes } from '../analytics/routes.ts';
import { authRoutes } from '../auth/auth-routes.ts';
import { sameOriginOnly } from '../auth/same-origin-only.ts';
import { billingRoutes } from '../billing/routes.ts';
import { mailSuppressionRoutes } from '../bounces/routes.ts';
import { contactRoutes } from '../contact/routes.ts';
import { isConnectionLost } from '../db/connection-lost.ts';
import { digestRoutes } from '../digest/routes.ts';
import { createBrowserReportLimiters } from '../form-analytics/browser-report-limits.ts';
import { FormCounters } from '../form-analytics/form-counters.ts';
import { formEventRoutes } from '../form-analytics/routes.ts';
import { ActiveFormCache } from '../forms/active-form-cache.ts';
import { publicFormRoutes } from '../forms/public-routes.ts';
import { healthRoutes } from '../health/routes.ts';
import { leadRoutes } from '../leads/routes.ts';
import { createMetrics } from '../metrics/routes.ts';
import { newsletterRoutes } from '../newsletter/routes.ts';
import { describeOperation } from '../openapi/describe-operation.ts';
import { generateOpenApiDocument, type OpenApiDocument } from '../openapi/openapi-document.ts';
import { partnerAddressLinkRoutes } from '../partner-addresses/routes.ts';
import { partnerProfileRoutes } from '../partner-profile/routes.ts';
import { partnerRoutes } from '../partners/routes.ts';
import { CurrentRatesCache } from '../rates/current-rates-cache.ts';
import { TRACKED_RATE_SERIES } from '../rates/rate-series.ts';
import { ratesRoutes } from '../rates/routes.ts';
import { allowedMethodsOf } from './allowed-methods.ts';
import { type AppDeps, systemClock } from './app-deps.ts';
import type { AppEnv } from './app-env.ts';
import { bodySizeLimit } from './body-size-limit.ts';
import { openCors } from './cors.ts';
import { ApiFailure, apiError } from './errors.ts';
import { createRateLimiters, limitPostsPerIp } from './rate-limit.ts';
import { requestContext } from './request-context.ts';
import { securityHeaders } from './security-headers.ts';

/** Forms, leads and contact messages are small; 64 KiB leaves room and stops abuse early. */
const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/**
 * The whole public API as one Hono app (Web-standard Request/Response): testable with
 * `app.request()`, mounted by the site at /api/*. Every error answers `{ error: { code, message } }`.
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const clock = deps.clock ?? systemClock;
  const limiters = createRateLimiters(
    deps.db,
    {
      perIp: { limit: deps.config.RATE_LIMIT_POSTS_PER_MINUTE, windowMs: 60_000 },
      perForm: { limit: deps.config.RATE_LIMIT_LEADS_PER_FORM_PER_MINUTE, windowMs: 60_000 },
      ...deps.rateLimits,
    },
    clock,
  );
  const activeForms = new ActiveFormCache(deps.db, clock, deps.formCacheTtlMs);
  const currentRates = new CurrentRatesCache(deps.db, TRACKED_RATE_SERIES, clock);
  const browserReportLimiters = createBrowserReportLimiters(deps.db, clock);
  const formCounters = new FormCounters(
    deps.db,
    clock,
    deps.logger,
    new URL(deps.config.PUBLIC_URL).origin,
    browserReportLimiters.installChecksPerForm,
  );
  const app = new Hono<AppEnv>();

  const metrics = createMetrics({ ...deps, clock });
  app.use('*', requestContext(deps.logger));
  app.use('*', securityHeaders());
  app.use('*', metrics.middleware);
  app.use(
    '/api/*',
    bodySizeLimit({
      maxSize: deps.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
      onError: (c) => apiError(c, 413, 'payload_too_large', 'The request body is too large.'),
    }),
  );
  app.use('*', limitPostsPerIp(limiters, deps.config));
  // Widgets on partner pages show current rates.
  app.use('/api/rates/*', openCors());
  // Cookie-authenticated routes: state changes only from our own pages (CSRF).
  app.use('/api/auth/*', sameOriginOnly(deps.config));
  app.use('/api/app/*', sameOriginOnly(deps.config));

  app.route('/', healthRoutes(deps));
  app.route('/', metrics.routes);
  app.route('/', analyticsRoutes(deps));
  app.route('/', newsletterRoutes(deps));
  app.route('/', digestRoutes(deps));
  app.route('/', contactRoutes(deps));
  app.route(
    '/',
    publicFormRoutes({
      activeForms,
      formCounters,
      clock,
      currentRates,
      publicUrl: deps.config.PUBLIC_URL,
    }),
  );
  app.route('/', leadRoutes({ ...deps, clock, perFormLimiter: limiters.perForm, activeForms, formCounters }));
  app.route('/', formEventRoutes({ activeForms, formCounters, browserReportLimiters }));
  app.route('/', partnerRoutes({ ...deps, activeForms }));
  app.route('/', partnerAddressLinkRoutes(deps));
  app.route('/', ratesRoutes(deps));
  app.route('/', alertsRoutes(deps));
  app.route('/', authRoutes(deps));
  app.route('/', accountAlertRoutes(deps));
  app.route('/', accountRoutes(deps));
  app.route('/', mailSuppressionRoutes(deps));
  app.route('/', partnerProfileRoutes(deps));
  app.route('/', billingRoutes(deps));

  let openApiDocument: Promise<OpenApiDocument> | undefined;
  app.get(
    '/api/openapi.json',
    describeOperation({
      audience: 'Public API',
      summary: 'This document',
      description: 'OpenAPI 3.1, generated from the same schemas that validate every request.',
      success: { 200: { description: 'The OpenAPI document.', mediaType: 'application/json' } },
    }),
    async (c) => {
      openApiDocument ??= generateOpenApiDocument(app, deps.config.PUBLIC_URL);
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(await openApiDocument);
    },
  );

  let allowedMethods: ((path: string) => string[]) | undefined;
  app.notFound((c) => {
    allowedMethods ??= allowedMethodsOf(app);
    const allowed = allowedMethods(c.req.path);
    if (allowed.length > 0) {
      c.header('Allow', allowed.join(', '));
      return apiError(
        c,
        405,
        'method_not_allowed',
        `${c.req.path} answers ${allowed.join(', ')}, not ${c.req.method}.`,
      );
    }
    return apiError(c, 404, 'not_found', `No API route matches ${c.req.method} ${c.req.path}.`);
  });

  app.onError((error, c) => {
    if (error instanceof ApiFailure)
      return apiError(c, error.status, error.code, error.message, error.fields);
    if (error instanceof HTTPException && error.status < 500) {
      return apiError(
        c,
        error.status as ContentfulStatusCode,
        'bad_request',
        error.message || 'Bad request.',
      );
    }
    if (isConnectionLost(error)) {
      // The pool reconnects by itself; the client may simply try again.
      c.get('logger')?.warn({ err: error }, 'database connection lost');
      c.header('Retry-After', '1');
      return apiError(
        c,
        503,
        'database_unavailable',
        'The service is briefly unavailable. Please try again.',
      );
    }
    c.get('logger')?.error({ err: error }, 'unhandled error');
    return apiError(c, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
  });

  return app;
}
