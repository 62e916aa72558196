import { describe, expect, it } from 'vitest';
import { contactValidationError } from './contact-validation.ts';

const valid = { name: 'Ada', email: 'ada@example.com', topic: 'Feedback', message: 'Hello' };

describe('contactValidationError', () => {
  it('accepts a complete message', () => {
    expect(contactValidationError(valid)).toBeNull();
  });

  it.each([
    { ...valid, name: '   ' },
    { ...valid, topic: '' },
    { ...valid, message: '\n ' },
    { ...valid, email: '' },
  ])('asks for every field (%o)', (fields) => {
    expect(contactValidationError(fields)?.title).toBe('Please fill in all fields');
  });

  it.each(['ada@example', 'ada example@x.com', 'a@b@c.com'])('rejects the address %s', (email) => {
    expect(contactValidationError({ ...valid, email })?.title).toBe('Invalid email address');
  });
});
