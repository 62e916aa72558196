import { describe, expect, it } from 'vitest';
import { canonicalEmail, emailAddressSchema } from './email-address';

const schema = emailAddressSchema();

describe('emailAddressSchema', () => {
  it('accepts only a bare address: no display name, brackets, quotes, lists or spaces', () => {
    for (const address of [
      'a1<victim@example.com>',
      'Victim <victim@example.com>',
      '<victim@example.com>',
      '"victim"@example.com',
      'victim@example.com, other@example.com',
      'victim@example.com;other@example.com',
      'vic tim@example.com',
      'victim@[127.0.0.1]',
      'victim(comment)@example.com',
      'victim@example.com\nBcc: other@example.com',
    ]) {
      expect(schema.safeParse(address).success, address).toBe(false);
    }
  });

  it('gives every spelling of one address the one canonical form that limits key on', () => {
    for (const spelling of ['victim@example.com', ' Victim@Example.COM ', 'VICTIM@EXAMPLE.COM\t']) {
      expect(schema.parse(spelling)).toBe('victim@example.com');
      expect(canonicalEmail(spelling)).toBe('victim@example.com');
    }
  });

  it('keeps dots and +tags, which providers treat differently', () => {
    expect(schema.parse('first.last+rates@example.com')).toBe('first.last+rates@example.com');
  });
});
