import { type JsonSchema, normalizeSchema, unionVariants } from './json-schema.ts';

/**
 * Example values for curl commands, taken from the document when it has them (`examples`,
 * `example`, `const`, `default`, the first `enum` value) and otherwise made up from the schema
 * so that the server accepts them: numbers inside their bounds, strings that match their pattern
 * and length, emails like pat@example.com.
 */

/** Values a field of this name usually holds; each is used only if the schema accepts it. */
const STRING_CANDIDATES_BY_NAME: readonly [RegExp, readonly string[]][] = [
  [/e-?mail/i, ['pat@example.com']],
  [/phone/i, ['(555) 010-0199', '5550100199']],
  [/(url|website|href|uri)$/i, ['https://www.example.com/rates']],
  [/origins?$/i, ['https://www.example.com']],
  [/colou?r$/i, ['#5b21b6']],
  [/^(form)?id$|formId$/i, ['demo']],
  [/date$/i, ['2025-01-15']],
  [/(At|Time)$/, ['2025-01-15T14:30:00Z']],
  [/licen[cs]e/i, ['NMLS #123456']],
  [/business(Name)?$|company/i, ['Example Home Loans']],
  [/name$/i, ['Pat Example']],
  [/message|text|description|notes?$/i, ['Hello from the API example.']],
  [/rate|threshold/i, ['6.25']],
];

const STRING_CANDIDATES_BY_FORMAT: Record<string, string> = {
  email: 'pat@example.com',
  uri: 'https://www.example.com/rates',
  url: 'https://www.example.com/rates',
  'date-time': '2025-01-15T14:30:00Z',
  date: '2025-01-15',
  time: '14:30:00',
  uuid: '3f2b8c1e-6d4a-4e9b-9c1a-2b7d5e8f0a13',
  hostname: 'www.example.com',
  ipv4: '192.0.2.10',
};

/** Generic strings tried against a pattern when nothing better is known. */
const GENERIC_STRINGS = ['demo', 'example', 'abc123', '6.25', '30y', '#5b21b6', '12345', 'A', 'a', '1'];

function firstExample(schema: JsonSchema): { found: boolean; value?: unknown } {
  if (Array.isArray(schema.examples) && schema.examples.length > 0)
    return { found: true, value: schema.examples[0] };
  if (schema.example !== undefined) return { found: true, value: schema.example };
  if (schema.const !== undefined) return { found: true, value: schema.const };
  if (schema.default !== undefined) return { found: true, value: schema.default };
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return { found: true, value: schema.enum[0] };
  return { found: false };
}

/** Whether the schema states an example of its own (not just a default or enum). */
export function hasStatedExample(root: unknown, input: unknown): boolean {
  const schema = normalizeSchema(root, input);
  return (Array.isArray(schema.examples) && schema.examples.length > 0) || schema.example !== undefined;
}

function patternAccepts(pattern: string | undefined, value: string): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    try {
      return new RegExp(pattern).test(value);
    } catch {
      return true;
    }
  }
}

function fitsLength(schema: JsonSchema, value: string): boolean {
  const length = [...value].length;
  return length >= (schema.minLength ?? 0) && length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
}

function exampleString(schema: JsonSchema, name: string): string {
  const byName = STRING_CANDIDATES_BY_NAME.filter(([test]) => test.test(name)).flatMap(
    ([, values]) => values,
  );
  const byFormat = schema.format ? [STRING_CANDIDATES_BY_FORMAT[schema.format]].filter(Boolean) : [];
  const candidates = [...byFormat, ...byName, ...GENERIC_STRINGS];
  const accepted = candidates.find(
    (value) => patternAccepts(schema.pattern, value) && fitsLength(schema, value),
  );
  if (accepted) return accepted;
  return 'example'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? undefined);
}

/** A number inside the schema's bounds: a rate-like 6.25 when allowed, else the middle of the range. */
function exampleNumber(schema: JsonSchema, name: string, integer: boolean): number {
  const low = schema.minimum ?? schema.exclusiveMinimum;
  const high = schema.maximum ?? schema.exclusiveMaximum;
  const inside = (value: number) =>
    (schema.minimum === undefined || value >= schema.minimum) &&
    (schema.maximum === undefined || value <= schema.maximum) &&
    (schema.exclusiveMinimum === undefined || value > schema.exclusiveMinimum) &&
    (schema.exclusiveMaximum === undefined || value < schema.exclusiveMaximum) &&
    (schema.multipleOf === undefined ||
      Math.abs(value / schema.multipleOf - Math.round(value / schema.multipleOf)) < 1e-9) &&
    (!integer || Number.isInteger(value));
  const preferred = /rate|threshold/i.test(name) ? [6.25, 6] : [];
  const candidates = [...preferred, 30, 10, 1, 0];
  const friendly = candidates.find(inside);
  if (friendly !== undefined) return friendly;
  if (low !== undefined && high !== undefined) {
    const middle = low + (high - low) / 2;
    const rounded = integer ? Math.floor(middle) : Math.round(middle * 100) / 100;
    if (inside(rounded)) return rounded;
  }
  if (low !== undefined) {
    const above = integer ? Math.floor(low) + 1 : low + 1;
    if (inside(above)) return above;
    if (inside(low)) return low;
  }
  if (high !== undefined) {
    const below = integer ? Math.ceil(high) - 1 : high - 1;
    if (inside(below)) return below;
    if (inside(high)) return high;
  }
  return low ?? high ?? 1;
}

/**
 * An example value for `input`; `name` is the field or parameter name it is for. Objects get
 * their required fields and the fields that state an example: a small body that avoids optional
 * traps such as honeypot fields.
 */
export function exampleValue(root: unknown, input: unknown, name = '', depth = 0): unknown {
  const schema = normalizeSchema(root, input);
  const stated = firstExample(schema);
  if (stated.found) return stated.value;
  const { variants, nullable } = unionVariants(root, schema);
  if (variants.length !== 1 || variants[0] !== schema) {
    // Prefer the most readable non-null variant: numbers and strings before objects.
    const order = ['number', 'integer', 'string', 'boolean', 'object', 'array'];
    const ranked = [...variants].sort(
      (left, right) => order.indexOf(String(left.type)) - order.indexOf(String(right.type)),
    );
    return ranked.length > 0 ? exampleValue(root, ranked[0], name, depth) : nullable ? null : undefined;
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || (type === undefined && schema.properties)) {
    if (depth > 4) return {};
    const required = new Set(schema.required ?? []);
    const result: Record<string, unknown> = {};
    for (const [property, propertySchema] of Object.entries(schema.properties ?? {})) {
      const resolved = normalizeSchema(root, propertySchema);
      if (resolved.readOnly) continue;
      const wanted = required.has(property) || hasStatedExample(root, propertySchema);
      if (wanted) result[property] = exampleValue(root, propertySchema, property, depth + 1);
    }
    // A body of optional fields only (an update) still shows one field being sent.
    const [first] = Object.entries(schema.properties ?? {}).filter(
      ([, propertySchema]) => !normalizeSchema(root, propertySchema).readOnly,
    );
    if (Object.keys(result).length === 0 && depth === 0 && first) {
      result[first[0]] = exampleValue(root, first[1], first[0], depth + 1);
    }
    return result;
  }
  if (type === 'array') {
    const count = Math.max(1, schema.minItems ?? 1);
    if (schema.maxItems === 0) return [];
    const singular = name.replace(/s$/, '');
    return Array.from({ length: count }, () => exampleValue(root, schema.items, singular, depth + 1));
  }
  if (type === 'integer') return exampleNumber(schema, name, true);
  if (type === 'number') return exampleNumber(schema, name, false);
  if (type === 'boolean') return true;
  if (type === 'null') return null;
  return exampleString(schema, name);
}
