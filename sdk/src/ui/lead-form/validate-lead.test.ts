import { describe, expect, it } from 'vitest';
import { EMPTY_LEAD_FORM, type LeadFormValues } from './lead-form-values';
import { validateLead } from './validate-lead';

const valid: LeadFormValues = {
  ...EMPTY_LEAD_FORM,
  name: '  Pat Example ',
  email: ' pat@example.com ',
  targetRate: '5.125',
  consent: true,
};

describe('validateLead', () => {
  it('trims and converts a valid form into the request body', () => {
    expect(validateLead(valid, 'Acme Loans')).toEqual({
      ok: true,
      submission: {
        name: 'Pat Example',
        email: 'pat@example.com',
        rateType: '30y',
        targetRate: 5.125,
        direction: 'below',
        consent: true,
        website: '',
      },
    });
  });

  it('includes the phone only when given', () => {
    const result = validateLead({ ...valid, phone: '(555) 123-4567' }, 'Acme Loans');
    expect(result.ok && result.submission.phone).toBe('(555) 123-4567');
  });

  it('names every problem, with the partner in the consent message', () => {
    const result = validateLead({ ...EMPTY_LEAD_FORM, email: 'pat@', phone: '555' }, 'Acme Loans');
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Enter your name (up to 120 characters).',
        email: 'Enter an email address like name@example.com.',
        phone: 'Enter a phone number of at least 7 digits, or leave it empty.',
        targetRate: 'Enter a rate between 0.5% and 20%, e.g. 5.75.',
        consent: 'Tick the box so Acme Loans may send you rate alerts.',
      },
    });
  });

  it.each(['0.49', '20.01', 'abc', ' '])('rejects the target rate %j', (targetRate) => {
    const result = validateLead({ ...valid, targetRate }, 'Acme Loans');
    expect(result.ok ? undefined : result.errors.targetRate).toMatch(/between 0.5% and 20%/);
  });

  it.each(['0.5', '20', '6.875'])('accepts the target rate %j', (targetRate) => {
    expect(validateLead({ ...valid, targetRate }, 'Acme Loans').ok).toBe(true);
  });
});
