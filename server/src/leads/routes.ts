import { randomUUID } from 'node:crypto';
import {
  ALERT_KIND_LABELS,
  FORM_ID_PATTERN,
  formIdParamsSchema,
  isHoneypotFilled,
  leadReceiptSchema,
  leadSubmissionSchema,
  unofferedProgramMessage,
} from '@mrn/sdk/schemas';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { FormCounters } from '../form-analytics/index.ts';
import type { ActiveFormCache, FormRecord } from '../forms/index.ts';
import type { AppDeps, Clock } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { clientAddress } from '../http/client-address.ts';
import { isOriginAllowed, leadPreflightHeaders, setLeadCorsHeaders } from '../http/cors.ts';
import { ApiFailure, apiError } from '../http/errors.ts';
import { tooManyRequests } from '../http/rate-limit.ts';
import type { FixedWindowRateLimiter } from '../http/rate-limiter.ts';
import { readJsonObject } from '../http/read-body.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe-operation.ts';
import { storeLead } from './store-lead.ts';

const UNKNOWN_FORM = 'This form does not exist or has been disabled.';

interface LeadRouteDeps extends Pick<AppDeps, 'db' | 'config'> {
  clock: Clock;
  perFormLimiter: FixedWindowRateLimiter;
  activeForms: ActiveFormCache;
  formCounters: FormCounters;
}

type LeadEnv = AppEnv & { Variables: { form: FormRecord } };

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
 * Before the body is read: the form exists, the page's origin may post to it (CORS headers are
 * set first, so the widget can read a 422 that follows), and the form has budget left.
 */
function admitLead(deps: LeadRouteDeps, ownOrigin: string): MiddlewareHandler<LeadEnv> {
  return async (c, next) => {
    const form = await loadForm(deps, c.req.param('id') ?? '');
    if (!form) {
      setLeadCorsHeaders(c, c.req.header('origin'), false);
      return apiError(c, 404, 'not_found', UNKNOWN_FORM);
    }
    // Browsers always send Origin on these requests: a lead without one, to a form limited to its own
    // websites, comes from a script posting addresses at it, not from one of those websites.
    if (form.allowedOrigins.length > 0 && !c.req.header('origin')) {
      c.header('Vary', 'Origin');
      return apiError(
        c,
        403,
        'origin_required',
        'This form accepts leads only from its own websites, and this request did not say which website it came ' +
          'from (no Origin header).',
      );
    }
    if (!admitOrigin(c, form, ownOrigin)) {
      return apiError(
        c,
        403,
        'origin_not_allowed',
        'This form does not accept submissions from this website.',
      );
    }
    const taken = c.get('formBudget');
    const budget = taken?.formId === form.id ? taken.decision : await deps.perFormLimiter.consume(form.id);
    if (!budget.allowed) return tooManyRequests(c, budget.retryAfterSeconds);
    c.set('form', form);
    await next();
  };
}

/** clientAddress answers 'unknown' for in-process requests: no address for the consent record. */
const knownAddress = (address: string) => (address === 'unknown' ? null : address);

const unknownForm = () => new ApiFailure(404, 'not_found', UNKNOWN_FORM);

/** Bots fill every field, valid or not: whatever else they sent, they get a 201 and nothing is stored. */
const dropBots: MiddlewareHandler<LeadEnv> = async (c, next) => {
  if (!isHoneypotFilled(await readJsonObject(c))) return next();
  c.get('logger').info({ formId: c.get('form').id }, 'lead dropped: honeypot filled');
  return c.json({ leadId: randomUUID() }, 201);
};

/**
 * POST /api/forms/:id/leads (and its CORS preflight). A lead is accepted from any page when the
 * partner listed no origins, else only from the listed ones. A filled honeypot gets a fake 201.
 */
export function leadRoutes(deps: LeadRouteDeps): Hono<LeadEnv> {
  const app = new Hono<LeadEnv>();
  const ownOrigin = new URL(deps.config.PUBLIC_URL).origin;

  app.options('/:id/leads', async (c) => {
    const form = await loadForm(deps, c.req.param('id'));
    if (!form) return apiError(c, 404, 'not_found', UNKNOWN_FORM);
    deps.formCounters.recordRefusal(form, c.req.header('origin')); // install check: a site the form refuses
    if (!admitOrigin(c, form, ownOrigin)) return c.body(null, 204);
    return c.body(null, 204, leadPreflightHeaders());
  });

  app.post(
    '/:id/leads',
    describeOperation({
      audience: 'Public API',
      summary: 'Submit a lead to a partner form',
      description:
        'What the lead form widget sends. Stores the lead for the form’s partner, sends the visitor a confirmation ' +
        'mail for the rate alert (double opt-in, branded for the partner) and the partner a new-lead mail. ' +
        'CORS: any page when the form lists no allowed origins, else only those origins (and a request without an ' +
        '`Origin` header is refused). Each address gets at most one confirmation mail a day, and each form and ' +
        'account at most its plan’s daily number of them. `website` is a honeypot: ' +
        'leave it out. `utm` defaults to the utm_* parameters of `pageUrl`, `gclid` to its gclid parameter; ' +
        '`hiddenFields` are the form’s data-field-<key> values (at most 10). The same address, form and target ' +
        'again within 10 minutes is the same lead: the same 201 with the first lead’s id, and no more mail. ' +
        '`program` is one of the form’s `programs` (left out: its first); with `rateType` it picks the rate series the ' +
        'alert watches (a program with no 15-year series watches its 30-year one).',
      success: { 201: { description: 'The lead was stored.', schema: leadReceiptSchema } },
      errors: [400, 403, 404, 413, 415, 422, 429],
    }),
    validate('param', formIdParamsSchema, { failure: unknownForm }),
    admitLead(deps, ownOrigin),
    dropBots,
    validate('json', leadSubmissionSchema, { message: 'Please check the highlighted fields.' }),
    async (c) => {
      const lead = c.req.valid('json');
      if (lead.alertKind !== 'rate' && !c.get('form').alertKinds.includes(lead.alertKind)) {
        const message = `This form does not offer ${ALERT_KIND_LABELS[lead.alertKind].toLowerCase()} alerts.`;
        throw new ApiFailure(422, 'validation_failed', message, { alertKind: message });
      }
      // The loan program picks the series the alert watches; left out, the form's first (conforming on older forms).
      const { programs } = c.get('form');
      const program = lead.program ?? programs[0];
      if (!programs.includes(program)) {
        const message = unofferedProgramMessage(programs);
        throw new ApiFailure(422, 'validation_failed', message, { program: message });
      }
      const stored = await storeLead(
        deps.db,
        c.get('form'),
        { ...lead, program },
        {
          now: deps.clock(),
          logger: c.get('logger'),
          client: {
            ipAddress: knownAddress(clientAddress(c, deps.config)),
            userAgent: c.req.header('user-agent') ?? null,
          },
        },
      );
      // A repeated submit is no new submission for the form's analytics either.
      if (stored.created) deps.formCounters.count(c.get('form').id, 'submissions');
      return c.json({ leadId: stored.leadId }, 201);
    },
  );

  return app;
}
