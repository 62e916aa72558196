import { CONTACT_INVALID_EMAIL_MESSAGE } from '@mrn/sdk/schemas/contact-message';
import { describe, expect, it } from 'vitest';
import { contactFieldMessages, contactValidationProblem } from './contact-validation.ts';

const valid = { name: 'Ada', email: 'ada@example.com', topic: 'Feedback', message: 'Hello' };

describe('contactValidationProblem', () => {
  it('accepts a complete message', () => {
    expect(contactValidationProblem(valid)).toBeNull();
  });

  it.each([
    [{ ...valid, name: '   ' }, 'name'],
    [{ ...valid, topic: '' }, 'topic'],
    [{ ...valid, message: '\n ' }, 'message'],
    [{ ...valid, email: '' }, 'email'],
  ] as const)('asks for every field (%o)', (fields, field) => {
    const problem = contactValidationProblem(fields);
    expect(problem?.toast.title).toBe('Please fill in all fields');
    expect(problem?.fields).toEqual({ [field]: 'This field is required.' });
  });

  it.each(['ada@example', 'ada example@x.com', 'ada@exa mple.com', 'a@b@c.com', 'ada@x..com'])(
    'rejects the address %s beside the field, by the server schema',
    (email) => {
      const problem = contactValidationProblem({ ...valid, email });
      expect(problem?.toast.title).toBe('Invalid email address');
      expect(problem?.fields).toEqual({ email: CONTACT_INVALID_EMAIL_MESSAGE });
    },
  );

  it.each([
    [{ ...valid, message: 'x'.repeat(10_001) }, 'message'],
    [{ ...valid, name: 'N'.repeat(201) }, 'name'],
    [{ ...valid, email: `${'a'.repeat(250)}@example.com` }, 'email'],
  ] as const)('names the limit of a field that is too long, not a missing field (%#)', (fields, field) => {
    const problem = contactValidationProblem(fields);
    const message = problem?.fields[field];
    expect(message).toMatch(/^At most \d+ characters\.$/);
    expect(problem?.toast).toEqual({
      title: 'Please check the highlighted fields',
      description: message,
      variant: 'destructive',
    });
  });

  it('names every field at fault, and asks for missing fields first', () => {
    const problem = contactValidationProblem({ name: '', email: 'nope', topic: '', message: 'Hi' });
    expect(problem?.toast.title).toBe('Please fill in all fields');
    expect(Object.keys(problem?.fields ?? {}).sort()).toEqual(['email', 'name', 'topic']);
  });
});

describe('contactFieldMessages', () => {
  it('maps the API field names of a 422 to the form fields', () => {
    expect(contactFieldMessages({ Message: 'At most 10000 characters.', Created: 'x' })).toEqual({
      message: 'At most 10000 characters.',
    });
  });
});
