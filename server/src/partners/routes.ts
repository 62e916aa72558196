import {
  createFormSchema,
  formIdParamsSchema,
  leadExportQuerySchema,
  leadListQuerySchema,
  partnerFormEnvelopeSchema,
  partnerFormListSchema,
  partnerLeadPageSchema,
  type UpdateFormInput,
  updateFormSchema,
} from '@mrn/sdk/schemas';
import { Hono } from 'hono';
import { requirePlanAllows } from '../billing/index.ts';
import type { ActiveFormCache } from '../forms/index.ts';
import {
  createForm,
  findPartnerForm,
  listPartnerForms,
  partnerFormView,
  updatePartnerForm,
} from '../forms/index.ts';
import { type AppDeps, systemClock } from '../http/app-deps.ts';
import { ApiFailure, apiError } from '../http/errors.ts';
import type { PartnerEnv } from '../http/partner-env.ts';
import { validate } from '../http/validate.ts';
import { decodeLeadCursor, encodeLeadCursor, leadsCsvStream, listPartnerLeads } from '../leads/index.ts';
import { describeOperation } from '../openapi/describe-operation.ts';
import { requestPartnerAddressConfirmation } from '../partner-addresses/index.ts';

const NOT_YOURS = 'No form with this id belongs to your account.';

const notYours = () => new ApiFailure(404, 'not_found', NOT_YOURS);
const formIdParams = validate('param', formIdParamsSchema, { failure: notYours });
const FORM_ANSWER = { description: 'The form.', schema: partnerFormEnvelopeSchema };

/**
 * The partner API's forms and leads (Bearer key or the console's session, checked by
 * authenticate-partner.ts where app.ts mounts the partner API). Every query is scoped by the
 * authenticated partner id, so another partner's forms and leads answer 404 exactly like missing ones.
 */
export function partnerRoutes(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'> & { activeForms: ActiveFormCache },
): Hono<PartnerEnv> {
  const { db } = deps;
  const app = new Hono<PartnerEnv>();

  /**
   * A business email new to the account gets the link that confirms it; until then the form's
   * new-lead mail goes to the account's own address (partner-addresses/). The form is saved either way.
   */
  async function askToConfirm(partnerId: string, businessEmail: string | null | undefined) {
    if (businessEmail)
      await requestPartnerAddressConfirmation(db, partnerId, businessEmail, (deps.clock ?? systemClock)());
  }

  /** Changes one of the partner's forms; widgets must not keep serving the cached old settings. */
  async function changeForm(partnerId: string, formId: string, changes: UpdateFormInput) {
    const form = await updatePartnerForm(db, partnerId, formId, changes);
    if (!form) throw notYours();
    deps.activeForms.evict(formId);
    await askToConfirm(partnerId, changes.businessEmail);
    return { form: partnerFormView(form) };
  }

  app.get(
    '/forms',
    describeOperation({
      audience: 'Partner API',
      summary: 'List your forms',
      success: {
        200: { description: 'Every form of your account, oldest first.', schema: partnerFormListSchema },
      },
    }),
    async (c) => {
      const forms = await listPartnerForms(db, c.get('partnerId'));
      return c.json({ forms: forms.map(partnerFormView) });
    },
  );

  app.post(
    '/forms',
    describeOperation({
      audience: 'Partner API',
      summary: 'Create a form',
      description:
        'Only `businessName` is required; every other setting has the installation guide’s default. A ' +
        '`businessEmail` new to your account gets a link to confirm it; until it is confirmed, new-lead mail goes ' +
        'to your account’s address (see GET /api/partner/lead-mail).',
      success: {
        201: {
          description: 'The new form, with its id for data-form="…".',
          schema: partnerFormEnvelopeSchema,
        },
      },
      errors: [400, 413, 415, 422, 429],
    }),
    validate('json', createFormSchema),
    async (c) => {
      const form = await createForm(db, c.get('partnerId'), c.req.valid('json'));
      await askToConfirm(c.get('partnerId'), form.businessEmail);
      return c.json({ form: partnerFormView(form) }, 201);
    },
  );

  app.get(
    '/forms/:id',
    describeOperation({
      audience: 'Partner API',
      summary: 'Read one form',
      success: { 200: FORM_ANSWER },
      errors: [404],
    }),
    formIdParams,
    async (c) => {
      const form = await findPartnerForm(db, c.get('partnerId'), c.req.valid('param').id);
      if (!form) throw notYours();
      return c.json({ form: partnerFormView(form) });
    },
  );

  app.patch(
    '/forms/:id',
    describeOperation({
      audience: 'Partner API',
      summary: 'Change a form',
      description:
        'Send only the settings to change. `status: "disabled"` stops the form; "active" starts it again.',
      success: { 200: FORM_ANSWER },
      errors: [400, 404, 413, 415, 422, 429],
    }),
    formIdParams,
    validate('json', updateFormSchema),
    async (c) => c.json(await changeForm(c.get('partnerId'), c.req.valid('param').id, c.req.valid('json'))),
  );

  // Disabling keeps the form and its leads; widgets using it get 404 from then on.
  app.delete(
    '/forms/:id',
    describeOperation({
      audience: 'Partner API',
      summary: 'Disable a form',
      description: 'The form and its leads are kept; widgets using it show that it is unavailable.',
      success: { 200: FORM_ANSWER },
      errors: [404],
    }),
    formIdParams,
    async (c) =>
      c.json(await changeForm(c.get('partnerId'), c.req.valid('param').id, { status: 'disabled' })),
  );

  app.get(
    '/leads',
    describeOperation({
      audience: 'Partner API',
      summary: 'List your leads',
      description:
        'Each lead with the status of its rate alert. Filter by `formId`, `status` and `q` (text in the name, email or phone), sort by `newest` (default), `oldest` or `name`. Pass the answer’s `nextCursor` as `cursor`, with the same filters and sort, for the next page (null on the last).',
      success: { 200: { description: 'One page of leads.', schema: partnerLeadPageSchema } },
      errors: [422],
    }),
    validate('query', leadListQuerySchema),
    async (c) => {
      const { cursor, limit, ...filters } = c.req.valid('query');
      const after = cursor === undefined ? undefined : decodeLeadCursor(cursor, filters.sort);
      if (cursor !== undefined && !after) {
        return apiError(c, 422, 'validation_failed', 'Some query parameters are invalid.', {
          cursor: 'cursor is not valid; use the nextCursor of a previous page with the same sort.',
        });
      }
      const page = await listPartnerLeads(db, c.get('partnerId'), { ...filters, limit, after });
      return c.json({
        leads: page.leads,
        nextCursor: page.nextCursor ? encodeLeadCursor(page.nextCursor) : null,
      });
    },
  );

  app.get(
    '/leads.csv',
    describeOperation({
      audience: 'Partner API',
      summary: 'Export your leads as CSV',
      description:
        'RFC 4180 CSV, one row per lead with its status, for exactly the leads the same `formId`, `status`, `q` and `sort` select in the list; cells that a spreadsheet would run as a formula (also after a `;` and in full-width forms) are made inert.',
      success: { 200: { description: 'The CSV file.', mediaType: 'text/csv' } },
      errors: [403, 422],
    }),
    requirePlanAllows(deps, 'csvExport'),
    validate('query', leadExportQuerySchema),
    async (c) => {
      const day = new Date().toISOString().slice(0, 10);
      return new Response(leadsCsvStream(db, c.get('partnerId'), c.req.valid('query')), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
          'Cache-Control': 'no-store',
        },
      });
    },
  );

  return app;
}
