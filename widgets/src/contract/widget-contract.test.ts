import { INVALID_EMAIL_MESSAGE } from '@mrn/sdk/schemas/email-address';
import { LEAD_FIELD_MESSAGES, leadSubmissionSchema } from '@mrn/sdk/schemas/lead-submission';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { checkLead, type LeadEntry } from './lead-check';
import { parseResponse } from './widget-contract';

/** What the lead form collects: every value as typed (text), consent as a checkbox. */
const typed = {
  name: '  Pat Example ',
  email: ' pat@example.com ',
  phone: '',
  rateType: '30y',
  targetRate: '5.125',
  direction: 'below',
  consent: true,
  website: '',
} satisfies LeadEntry;

/** The server's rule for a 422's fields: the first issue of each path. */
function serverFieldMessages(body: unknown): Record<string, string> {
  const result = z.safeParse(leadSubmissionSchema, body);
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('checkLead', () => {
  it('sends the schema normalisation of a valid form', () => {
    const result = checkLead({ ...typed, pageUrl: 'https://realtor.example/listing?utm_source=mail' });
    expect(result).toEqual({
      ok: true,
      body: {
        name: 'Pat Example',
        email: 'pat@example.com',
        phone: null,
        rateType: '30y',
        alertKind: 'rate',
        targetRate: 5.125,
        direction: 'below',
        consent: true,
        pageUrl: 'https://realtor.example/listing?utm_source=mail',
        utm: { utm_source: 'mail' },
        hiddenFields: null,
        gclid: null,
        website: '',
      },
    });
    // What the form sends, the server's strict schema accepts as it is.
    expect(result.ok && z.safeParse(leadSubmissionSchema, result.body).success).toBe(true);
  });

  it('keeps the phone when given and the honeypot when a bot filled it', () => {
    const result = checkLead({ ...typed, phone: ' (555) 123-4567', website: 'spam.example' });
    expect(result.ok && result.body).toMatchObject({ phone: '(555) 123-4567', website: 'spam.example' });
  });

  it('names every problem with the server schema’s own messages', () => {
    const entry = { ...typed, name: ' ', email: 'pat@', phone: '555', targetRate: '', consent: false };
    const result = checkLead(entry);
    expect(result).toEqual({
      ok: false,
      fields: {
        name: LEAD_FIELD_MESSAGES.name,
        email: INVALID_EMAIL_MESSAGE,
        phone: LEAD_FIELD_MESSAGES.phone,
        targetRate: 'Enter a rate between 0.5% and 20%, e.g. 5.75.',
        consent: 'Tick the box to agree to receive rate alerts.',
      },
    });
    expect(result.ok ? undefined : result.fields).toEqual(serverFieldMessages(entry));
  });

  it.each(['0.49', '20.01', 'abc', ' ', '1e1'])(
    'refuses the target rate %j as the server does',
    (targetRate) => {
      const result = checkLead({ ...typed, targetRate });
      expect(result.ok ? undefined : result.fields.targetRate).toMatch(/between 0.5% and 20%/);
      expect(result.ok ? undefined : result.fields).toEqual(serverFieldMessages({ ...typed, targetRate }));
    },
  );

  it.each(['0.5', '20', '6.875'])('accepts the target rate %j', (targetRate) => {
    expect(checkLead({ ...typed, targetRate }).ok).toBe(true);
  });

  it.each([
    ['not http(s)', 'file:///Users/pat/listing.html'],
    ['too long', `https://realtor.example/?q=${'x'.repeat(2048)}`],
  ])('leaves out a page address that is %s instead of blocking the visitor', (_case, pageUrl) => {
    const result = checkLead({ ...typed, pageUrl });
    expect(result.ok && result.body).toMatchObject({ pageUrl: null, utm: null });
  });
});

describe('parseResponse', () => {
  it('returns undefined for an answer that does not have the agreed shape', () => {
    expect(parseResponse('leadReceipt', { leadId: 'lead-1' })).toEqual({ leadId: 'lead-1' });
    expect(parseResponse('leadReceipt', { leadId: 1 })).toBeUndefined();
    expect(parseResponse('apiError', { error: { code: 'x' } })).toBeUndefined();
    expect(parseResponse('formConfig', undefined)).toBeUndefined();
  });

  it('sends only the hidden fields the server accepts: valid names, the first 10, values cut to 200', () => {
    const hiddenFields: Record<string, string> = { 'bad-key': 'x', campaign: 'y'.repeat(250) };
    for (let index = 0; index < 12; index += 1) hiddenFields[`k${index}`] = String(index);
    const result = checkLead({ ...typed, hiddenFields });
    expect(result.ok).toBe(true);
    const sent = result.ok ? (result.body.hiddenFields ?? {}) : {};
    expect(Object.keys(sent)).toEqual(['campaign', 'k0', 'k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7', 'k8']);
    expect(sent.campaign).toHaveLength(200);
  });
});
