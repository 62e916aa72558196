import { describe, expect, it } from 'vitest';
import { exampleValue } from './example-value.ts';

describe('exampleValue', () => {
  it('prefers the schema’s own examples, then const, default and the first enum value', () => {
    expect(exampleValue({}, { type: 'string', examples: ['first', 'second'], default: 'd' })).toBe('first');
    expect(exampleValue({}, { type: 'string', example: 'legacy' })).toBe('legacy');
    expect(exampleValue({}, { type: 'boolean', const: true })).toBe(true);
    expect(exampleValue({}, { type: 'integer', default: 50, minimum: 1 })).toBe(50);
    expect(exampleValue({}, { type: 'string', enum: ['30y', '15y'] })).toBe('30y');
  });

  it('makes up numbers inside their bounds', () => {
    expect(exampleValue({}, { type: 'number', minimum: 0.5, maximum: 20 }, 'targetRate')).toBe(6.25);
    expect(exampleValue({}, { type: 'integer', minimum: 1, maximum: 200 }, 'limit')).toBe(30);
    expect(exampleValue({}, { type: 'integer', minimum: 100, maximum: 120 })).toBe(110);
    expect(exampleValue({}, { type: 'number', exclusiveMinimum: 0, maximum: 0.5 })).toBe(0.25);
    expect(exampleValue({}, { type: 'integer', minimum: 5000 })).toBe(5001);
    expect(exampleValue({}, { type: 'integer', minimum: 0, maximum: 100, multipleOf: 7 })).toBe(0);
  });

  it('makes up strings that pass their format, pattern and length', () => {
    const emailPattern = '^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+$';
    expect(exampleValue({}, { type: 'string', pattern: emailPattern }, 'email')).toBe('pat@example.com');
    expect(exampleValue({}, { type: 'string', format: 'email' }, 'contact')).toBe('pat@example.com');
    expect(exampleValue({}, { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' }, 'id')).toBe('demo');
    expect(
      exampleValue({}, { type: 'string', pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$' }, 'buttonColor'),
    ).toBe('#5b21b6');
    expect(exampleValue({}, { type: 'string', format: 'date-time' }, 'since')).toBe('2025-01-15T14:30:00Z');
    expect(exampleValue({}, { type: 'string', minLength: 12 })).toHaveLength(12);
    expect(exampleValue({}, { type: 'string', maxLength: 3, pattern: '^[a-z]+$' })).toBe('a');
  });

  it('builds objects from required fields and fields with stated examples, skipping read-only ones', () => {
    const schema = {
      type: 'object',
      properties: {
        id: { type: 'string', readOnly: true },
        name: { type: 'string', minLength: 1 },
        website: { type: 'string', description: 'Honeypot' },
        phone: { anyOf: [{ type: 'string' }, { type: 'null' }], examples: ['(555) 010-0199'] },
        tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, minItems: 2 },
      },
      required: ['id', 'name', 'tags'],
    };
    expect(exampleValue({}, schema)).toEqual({
      name: 'Pat Example',
      phone: '(555) 010-0199',
      tags: ['a', 'a'],
    });
  });

  it('sends one field for bodies whose fields are all optional (updates)', () => {
    const update = { type: 'object', properties: { headerText: { type: 'string', maxLength: 120 } } };
    expect(exampleValue({}, update)).toEqual({ headerText: 'Hello from the API example.' });
  });

  it('follows $refs and takes the readable variant of a union', () => {
    const root = {
      components: { schemas: { Rate: { anyOf: [{ type: 'string' }, { type: 'number', maximum: 20 }] } } },
    };
    expect(exampleValue(root, { $ref: '#/components/schemas/Rate' }, 'threshold')).toBe(6.25);
    expect(exampleValue(root, { anyOf: [{ type: 'null' }] })).toBeNull();
  });
});
