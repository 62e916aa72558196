import { Hono } from 'hono';
import { z } from 'zod';
import type { ActiveFormCache } from '../forms/active-form-cache.ts';
import { FORM_ID_PATTERN } from '../forms/form-id.ts';
import { createFormBody, updateFormBody } from '../forms/form-settings.ts';
import { createForm, findPartnerForm, listPartnerForms, updatePartnerForm } from '../forms/form-store.ts';
import { partnerFormView } from '../forms/form-views.ts';
import type { AppDeps } from '../http/app-deps.ts';
import { apiError } from '../http/errors.ts';
import { readJsonObject } from '../http/read-body.ts';
import { validateOrFail } from '../http/validation.ts';
import { decodeLeadCursor, encodeLeadCursor, listPartnerLeads } from '../leads/lead-store.ts';
import { leadsCsvStream } from '../leads/leads-csv.ts';
import { authenticatePartner, type PartnerEnv } from './authenticate-partner.ts';

const leadListQuery = z.object({
  formId: z.string().regex(FORM_ID_PATTERN, 'formId is not a form id.').optional(),
  limit: z
    .string()
    .regex(/^\d{1,4}$/, 'limit must be a whole number from 1 to 200.')
    .transform(Number)
    .pipe(z.number().int().min(1, 'limit must be at least 1.').max(200, 'limit must be at most 200.'))
    .optional()
    .default(50),
  cursor: z.string().max(512, 'cursor is not valid.').optional(),
});

const exportQuery = leadListQuery.pick({ formId: true });

const NOT_YOURS = 'No form with this id belongs to your account.';

/**
 * The partner API (Bearer key). Every query is scoped by the authenticated partner id, so
 * another partner's forms and leads answer 404 exactly like missing ones.
 */
export function partnerRoutes(
  deps: Pick<AppDeps, 'db'> & { activeForms: ActiveFormCache },
): Hono<PartnerEnv> {
  const { db } = deps;
  const app = new Hono<PartnerEnv>();
  app.use('/api/partner/*', authenticatePartner(db));

  app.get('/api/partner/forms', async (c) => {
    const forms = await listPartnerForms(db, c.get('partnerId'));
    return c.json({ forms: forms.map(partnerFormView) });
  });

  app.post('/api/partner/forms', async (c) => {
    const input = validateOrFail(createFormBody, await readJsonObject(c));
    const form = await createForm(db, c.get('partnerId'), input);
    return c.json({ form: partnerFormView(form) }, 201);
  });

  app.get('/api/partner/forms/:id', async (c) => {
    const formId = c.req.param('id');
    const form = FORM_ID_PATTERN.test(formId)
      ? await findPartnerForm(db, c.get('partnerId'), formId)
      : undefined;
    if (!form) return apiError(c, 404, 'not_found', NOT_YOURS);
    return c.json({ form: partnerFormView(form) });
  });

  app.patch('/api/partner/forms/:id', async (c) => {
    const formId = c.req.param('id');
    const changes = validateOrFail(updateFormBody, await readJsonObject(c));
    const form = FORM_ID_PATTERN.test(formId)
      ? await updatePartnerForm(db, c.get('partnerId'), formId, changes)
      : undefined;
    if (!form) return apiError(c, 404, 'not_found', NOT_YOURS);
    deps.activeForms.evict(formId);
    return c.json({ form: partnerFormView(form) });
  });

  // Disabling keeps the form and its leads; widgets using it get 404 from then on.
  app.delete('/api/partner/forms/:id', async (c) => {
    const formId = c.req.param('id');
    const form = FORM_ID_PATTERN.test(formId)
      ? await updatePartnerForm(db, c.get('partnerId'), formId, { status: 'disabled' })
      : undefined;
    if (!form) return apiError(c, 404, 'not_found', NOT_YOURS);
    deps.activeForms.evict(formId);
    return c.json({ form: partnerFormView(form) });
  });

  app.get('/api/partner/leads', async (c) => {
    const query = validateOrFail(leadListQuery, c.req.query(), 'Some query parameters are invalid.');
    const after = query.cursor === undefined ? undefined : decodeLeadCursor(query.cursor);
    if (query.cursor !== undefined && !after) {
      return apiError(c, 422, 'validation_failed', 'Some query parameters are invalid.', {
        cursor: 'cursor is not valid; use the nextCursor of a previous page.',
      });
    }
    const page = await listPartnerLeads(db, c.get('partnerId'), {
      formId: query.formId,
      limit: query.limit,
      after,
    });
    return c.json({
      leads: page.leads,
      nextCursor: page.nextCursor ? encodeLeadCursor(page.nextCursor) : null,
    });
  });

  app.get('/api/partner/leads.csv', async (c) => {
    const query = validateOrFail(exportQuery, c.req.query(), 'Some query parameters are invalid.');
    const day = new Date().toISOString().slice(0, 10);
    return new Response(leadsCsvStream(db, c.get('partnerId'), query.formId), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  });

  return app;
}
