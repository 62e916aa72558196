import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { ActiveFormCache } from '../forms/active-form-cache.ts';
import { FORM_ID_PATTERN } from '../forms/form-id.ts';
import type { FormRecord } from '../forms/form-store.ts';
import type { AppDeps, Clock } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { isOriginAllowed, leadPreflightHeaders, setLeadCorsHeaders } from '../http/cors.ts';
import { apiError } from '../http/errors.ts';
import { tooManyRequests } from '../http/rate-limit.ts';
import type { FixedWindowRateLimiter } from '../http/rate-limiter.ts';
import { readJsonObject } from '../http/read-body.ts';
import { validateOrFail } from '../http/validation.ts';
import { isHoneypotFilled, leadSubmission } from './lead-submission.ts';
import { storeLead } from './store-lead.ts';

const UNKNOWN_FORM = 'This form does not exist or has been disabled.';

interface LeadRouteDeps extends Pick<AppDeps, 'db' | 'config'> {
  clock: Clock;
  perFormLimiter: FixedWindowRateLimiter;
  activeForms: ActiveFormCache;
}

async function loadForm(deps: LeadRouteDeps, formId: string): Promise<FormRecord | undefined> {
  return FORM_ID_PATTERN.test(formId) ? deps.activeForms.get(formId) : undefined;
}

/** Applies the form's origin policy; returns false when the calling page's origin is refused. */
function admitOrigin(c: Context, form: FormRecord, ownOrigin: string): boolean {
  const origin = c.req.header('origin');
  const restricted = form.allowedOrigins.length > 0;
  if (origin && !isOriginAllowed(origin, form.allowedOrigins, ownOrigin)) {
    c.header('Vary', 'Origin');
    return false;
  }
  setLeadCorsHeaders(c, origin, restricted);
  return true;
}

/**
 * POST /api/forms/:id/leads (and its CORS preflight). A lead is accepted from any page when the
 * partner listed no origins, else only from the listed ones. A filled honeypot gets a fake 201.
 */
export function leadRoutes(deps: LeadRouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const ownOrigin = new URL(deps.config.PUBLIC_URL).origin;

  app.options('/api/forms/:id/leads', async (c) => {
    const form = await loadForm(deps, c.req.param('id'));
    if (!form) return apiError(c, 404, 'not_found', UNKNOWN_FORM);
    if (!admitOrigin(c, form, ownOrigin)) return c.body(null, 204);
    return c.body(null, 204, leadPreflightHeaders());
  });

  app.post('/api/forms/:id/leads', async (c) => {
    const form = await loadForm(deps, c.req.param('id'));
    if (!form) {
      setLeadCorsHeaders(c, c.req.header('origin'), false);
      return apiError(c, 404, 'not_found', UNKNOWN_FORM);
    }
    if (!admitOrigin(c, form, ownOrigin)) {
      return apiError(
        c,
        403,
        'origin_not_allowed',
        'This form does not accept submissions from this website.',
      );
    }
    const budget = deps.perFormLimiter.consume(form.id);
    if (!budget.allowed) return tooManyRequests(c, budget.retryAfterSeconds);

    const body = await readJsonObject(c);
    if (isHoneypotFilled(body)) {
      c.get('logger').info({ formId: form.id }, 'lead dropped: honeypot filled');
      return c.json({ leadId: randomUUID() }, 201);
    }
    const submission = validateOrFail(leadSubmission, body, 'Please check the highlighted fields.');
    const stored = await storeLead(deps.db, form, submission, { now: deps.clock(), logger: c.get('logger') });
    return c.json({ leadId: stored.leadId }, 201);
  });

  return app;
}
