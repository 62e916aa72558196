import { type Context, Hono } from 'hono';
import { EMAIL_CHANGE_UNDO_MOUNT } from './account/email-change-undo-link.ts';
import { emailChangeUndoRoutes } from './account/email-change-undo-routes.ts';
import { mailSuppressionRoutes } from './account/mail-suppression-routes.ts';
import { accountRoutes } from './account/routes.ts';
import { accountAlertRoutes } from './account-alerts/routes.ts';
import { alertsRoutes } from './alerts/routes.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { sameOriginOnly } from './auth/same-origin-only.ts';
import { STRIPE_WEBHOOK_MAX_BODY_BYTES, stripeWebhookRoutes } from './billing/stripe-webhook-routes.ts';
import { contactRoutes } from './contact/routes.ts';
import { digestRoutes } from './digest/routes.ts';
import { createBrowserReportLimiters } from './form-analytics/browser-report-limits.ts';
import { FormCounters } from './form-analytics/form-counters.ts';
import { formAnalyticsRoutes, formEventRoutes } from './form-analytics/routes.ts';
import { ActiveFormCache } from './forms/active-form-cache.ts';
import { publicFormRoutes } from './forms/public-routes.ts';
import { healthRoutes } from './health/routes.ts';
import { answerErrors } from './http/answer-errors.ts';
import { type AppDeps, systemClock } from './http/app-deps.ts';
import type { AppEnv } from './http/app-env.ts';
import { bodySizeLimit } from './http/body-size-limit.ts';
import { openCors } from './http/cors.ts';
import { apiError } from './http/errors.ts';
import type { PartnerEnv } from './http/partner-env.ts';
import { createRateLimiters, limitPostsPerIp } from './http/rate-limit.ts';
import { requestContext } from './http/request-context.ts';
import { securityHeaders } from './http/security-headers.ts';
import { unmatchedRoute } from './http/unmatched-route.ts';
import { installInstructionsRoutes } from './install-instructions/routes.ts';
import { leadMailRoutes } from './lead-confirmations/lead-mail-routes.ts';
import { leadConsentRoutes } from './lead-consent/routes.ts';
import { leadRoutes } from './leads/routes.ts';
import { createMetrics } from './metrics/routes.ts';
import { newsletterRoutes } from './newsletter/routes.ts';
import { describeOperation } from './openapi/describe-operation.ts';
import { generateOpenApiDocument, type OpenApiDocument } from './openapi/openapi-document.ts';
import { partnerAddressLinkRoutes } from './partner-addresses/routes.ts';
import { billingRoutes } from './partner-profile/billing-routes.ts';
import { partnerProfileRoutes } from './partner-profile/routes.ts';
import { apiKeyRoutes } from './partners/api-key-routes.ts';
import { authenticatePartner } from './partners/authenticate-partner.ts';
import { partnerSideOfAccounts } from './partners/partner-side-of-accounts.ts';
import { partnerRoutes } from './partners/routes.ts';
import { CurrentRatesCache } from './rates/current-rates-cache.ts';
import { TRACKED_RATE_SERIES } from './rates/rate-series.ts';
import { ratesRoutes } from './rates/routes.ts';
import { webhookRoutes } from './webhooks/routes.ts';

/** Forms, leads and contact messages are small; 64 KiB leaves room and stops abuse early. */
const DEFAULT_MAX_BODY_BYTES = 64 * 1024;
/**
 * Stripe's signed webhook: its events can be larger than a form (its router sets its own body
 * limit) and Stripe posts them in bursts from a few addresses (no per-IP POST budget).
 */
const STRIPE_WEBHOOK_PATH = '/api/billing/webhook';

/**
 * The composition root of the HTTP API: builds what the routes share (rate limiters, caches,
 * counters), applies the generic middleware (http/) and mounts each feature's router under its
 * prefix. The features know nothing of each other's routes; only this file does.
 *
 * One Hono app (Web-standard Request/Response): testable with `app.request()`, mounted by the site
 * at /api/*. Every error answers `{ error: { code, message } }`.
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
  const metrics = createMetrics({ ...deps, clock });
  const app = new Hono<AppEnv>();
  const tooLarge = (c: Context) => apiError(c, 413, 'payload_too_large', 'The request body is too large.');

  app.use('*', requestContext(deps.logger));
  app.use('*', securityHeaders());
  app.use('*', metrics.middleware);
  app.use(
    '/api/*',
    bodySizeLimit({
      maxSize: deps.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
      onError: tooLarge,
      exemptPaths: [STRIPE_WEBHOOK_PATH],
    }),
  );
  app.use(STRIPE_WEBHOOK_PATH, bodySizeLimit({ maxSize: STRIPE_WEBHOOK_MAX_BODY_BYTES, onError: tooLarge }));
  app.use('*', limitPostsPerIp(limiters, deps.config, [STRIPE_WEBHOOK_PATH]));
  // Widgets on partner pages show current rates.
  app.use('/api/rates/*', openCors());
  // Cookie-authenticated routes: state changes only from our own pages (CSRF).
  app.use('/api/auth/*', sameOriginOnly(deps.config));
  app.use('/api/app/*', sameOriginOnly(deps.config));

  // The partner API (Bearer key or the console's session): every partner feature behind one check.
  const partnerApi = new Hono<PartnerEnv>()
    .use('*', authenticatePartner(deps))
    .route('/keys', apiKeyRoutes(deps))
    .route('/forms', formAnalyticsRoutes(deps))
    .route('/webhook', webhookRoutes(deps))
    .route('/forms', installInstructionsRoutes(deps))
    .route('/lead-mail', leadMailRoutes(deps))
    .route('/leads', leadConsentRoutes(deps))
    .route('/', partnerRoutes({ ...deps, activeForms }));

  // Mounted in this order: a feature's own middleware runs before the routes mounted after it.
  app.route('/api/health', healthRoutes(deps));
  app.route('/api/metrics', metrics.routes);
  app.route('/api/analytics', analyticsRoutes(deps));
  app.route('/api/newsletter', newsletterRoutes(deps));
  app.route('/api/digest', digestRoutes(deps));
  app.route('/api/contact', contactRoutes(deps));
  app.route(
    '/api/forms',
    publicFormRoutes({ activeForms, formCounters, clock, currentRates, publicUrl: deps.config.PUBLIC_URL }),
  );
  app.route(
    '/api/forms',
    leadRoutes({ ...deps, clock, perFormLimiter: limiters.perForm, activeForms, formCounters }),
  );
  app.route('/api/forms', formEventRoutes({ activeForms, formCounters, browserReportLimiters }));
  app.route('/api/partner', partnerApi);
  app.route('/api/partner-addresses', partnerAddressLinkRoutes(deps));
  app.route('/api/rates', ratesRoutes(deps));
  app.route('/api/alerts', alertsRoutes(deps));
  app.route('/api/auth', authRoutes(deps, partnerSideOfAccounts));
  app.route('/api/app/alerts', accountAlertRoutes(deps));
  app.route('/api/app/account', accountRoutes(deps));
  app.route(EMAIL_CHANGE_UNDO_MOUNT, emailChangeUndoRoutes(deps));
  app.route('/api/app/account/mail-suppression', mailSuppressionRoutes(deps));
  app.route('/api/app/partner', partnerProfileRoutes(deps));
  app.route('/api/app/partner/billing', billingRoutes(deps));
  app.route('/api/billing', stripeWebhookRoutes(deps));

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

  app.notFound(unmatchedRoute(app));
  app.onError(answerErrors);
  return app;
}
