import { leadConsentProofSchema, leadIdParamsSchema } from '@mrn/sdk/schemas';
import { Hono } from 'hono';
import type { AppDeps } from '../http/app-deps.ts';
import { ApiFailure } from '../http/errors.ts';
import type { PartnerEnv } from '../http/partner-env.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe-operation.ts';
import { leadConsentProof } from './lead-consent-proof.ts';

const NOT_YOURS = 'No lead with this id belongs to your account.';
const notYours = () => new ApiFailure(404, 'not_found', NOT_YOURS);

/** GET /api/partner/leads/:id/consent: the console's "Proof of consent" and its JSON download. */
export function leadConsentRoutes(deps: Pick<AppDeps, 'db'>): Hono<PartnerEnv> {
  const app = new Hono<PartnerEnv>();
  app.get(
    '/:id/consent',
    describeOperation({
      audience: 'Partner API',
      summary: 'Proof of consent for a lead',
      description:
        'What the person agreed to when they sent the form: the exact consent text the form showed and its ' +
        'SHA-256, the form and its settings version, the page address, the time, the client’s IP address and ' +
        'browser, and whether the box was ticked. Records are never changed: editing a form makes a new ' +
        'version for later leads. `consentRecord` is null for leads stored before records were kept. Sent as a ' +
        'download (Content-Disposition: attachment).',
      success: { 200: { description: 'The lead’s consent record.', schema: leadConsentProofSchema } },
      errors: [404],
    }),
    validate('param', leadIdParamsSchema, { failure: notYours }),
    async (c) => {
      const { id } = c.req.valid('param');
      const proof = await leadConsentProof(deps.db, c.get('partnerId'), id);
      if (!proof) throw notYours();
      c.header('Content-Disposition', `attachment; filename="consent-${id}.json"`);
      c.header('Cache-Control', 'no-store');
      return c.json(proof);
    },
  );
  return app;
}
