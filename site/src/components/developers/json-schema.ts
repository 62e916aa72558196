/**
 * Reading the JSON Schema (2020-12, as used by OpenAPI 3.1) parts of an OpenAPI document:
 * following `$ref`s, merging `allOf`, telling nullable unions apart, and wording a schema's type
 * and constraints for people. The document is treated as untrusted data: anything unexpected is
 * skipped rather than thrown on, so a new server feature never breaks the site build.
 */

/** A JSON Schema object; only the keywords this page reads are named. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  contentMediaType?: string;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a local JSON pointer (`#/components/schemas/Lead`), or undefined. */
export function resolvePointer(root: unknown, reference: string): unknown {
  if (!reference.startsWith('#')) return undefined;
  const tokens = reference
    .slice(1)
    .split('/')
    .filter((token, index) => index > 0 || token !== '')
    .map((token) => decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~'));
  let current: unknown = root;
  for (const token of tokens) {
    if (!isRecord(current) && !Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[token];
  }
  return current;
}

/**
 * Follows `$ref` chains (an object may be a reference to a reference) and returns the target,
 * with the referencing object's own description kept when it has one. Cycles stop at the loop.
 */
export function dereference<T extends object>(
  root: unknown,
  value: unknown,
  seen = new Set<string>(),
): T | undefined {
  if (!isRecord(value)) return undefined;
  const reference = value.$ref;
  if (typeof reference !== 'string') return value as T;
  if (seen.has(reference)) return undefined;
  seen.add(reference);
  const target = dereference<T>(root, resolvePointer(root, reference), seen);
  if (!target) return undefined;
  const { $ref: _ignored, ...siblings } = value;
  return Object.keys(siblings).length > 0 ? ({ ...target, ...siblings } as T) : target;
}

/** The component name a `$ref` points at (`#/components/schemas/Lead` -> `Lead`). */
export function referenceName(schema: JsonSchema | undefined): string | undefined {
  return schema?.$ref?.split('/').pop();
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === 'string') return [schema.type];
  return [];
}

/** A schema accepting only null (`{ type: 'null' }` or `const: null`). */
export function isNullSchema(schema: JsonSchema): boolean {
  const types = typesOf(schema);
  return (types.length === 1 && types[0] === 'null') || (schema.const === null && types.length <= 1);
}

/**
 * Resolves references and merges `allOf` into one schema. `anyOf`/`oneOf` are kept (callers
 * choose a variant); the properties and required lists of `allOf` parts are combined.
 */
export function normalizeSchema(root: unknown, input: unknown, seen = new Set<string>()): JsonSchema {
  const schema = dereference<JsonSchema>(root, input, seen);
  if (!schema) return {};
  if (!Array.isArray(schema.allOf) || schema.allOf.length === 0) return schema;
  const { allOf, ...own } = schema;
  // Parts in order, then the schema's own keywords; properties and required lists accumulate.
  let merged: JsonSchema = {};
  for (const part of [...allOf.map((entry) => normalizeSchema(root, entry, new Set(seen))), own]) {
    const properties = { ...merged.properties, ...part.properties };
    const required = [...new Set([...(merged.required ?? []), ...(part.required ?? [])])];
    merged = { ...merged, ...part };
    if (Object.keys(properties).length > 0) merged.properties = properties;
    if (required.length > 0) merged.required = required;
  }
  return merged;
}

/** Splits `T | null` unions: the non-null variants and whether null is allowed. */
export function unionVariants(
  root: unknown,
  schema: JsonSchema,
): { variants: JsonSchema[]; nullable: boolean } {
  const union = schema.anyOf ?? schema.oneOf;
  const types = typesOf(schema);
  if (!Array.isArray(union)) {
    const nullable = types.includes('null');
    if (nullable && types.length > 1) {
      const others = types.filter((type) => type !== 'null');
      return { variants: [{ ...schema, type: others.length === 1 ? others[0] : others }], nullable };
    }
    return { variants: [schema], nullable: false };
  }
  const { anyOf: _anyOf, oneOf: _oneOf, ...shared } = schema;
  const resolved = union.map((variant) => ({ ...shared, ...normalizeSchema(root, variant) }));
  const variants = resolved.filter((variant) => !isNullSchema(variant));
  return { variants, nullable: variants.length < resolved.length || types.includes('null') };
}

function formatLiteral(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : JSON.stringify(value);
}

/** The type as a reader would say it: `string (email)`, `integer`, `array of Lead`, `"30y" | "15y"`. */
export function describeType(root: unknown, input: JsonSchema, depth = 0): string {
  const name = referenceName(input);
  const schema = normalizeSchema(root, input);
  const { variants, nullable } = unionVariants(root, schema);
  const suffix = nullable ? ' or null' : '';
  if (variants.length !== 1 || variants[0] !== schema) {
    const described = variants.map((variant) => describeType(root, variant, depth + 1));
    return `${[...new Set(described)].join(' or ') || 'null'}${suffix}`;
  }
  if (schema.const !== undefined) return `${formatLiteral(schema.const)}${suffix}`;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    return `${schema.enum.map(formatLiteral).join(' | ')}${suffix}`;
  }
  const types = typesOf(schema).filter((type) => type !== 'null');
  const type = types.length > 0 ? types.join(' or ') : schema.properties ? 'object' : 'any';
  if (type === 'array') {
    const items = schema.items;
    const itemName = referenceName(items);
    const itemType = itemName ?? (items && depth < 3 ? describeType(root, items, depth + 1) : 'any');
    return `array of ${itemType}${suffix}`;
  }
  if (type === 'object' && name && depth > 0) return `${name}${suffix}`;
  if (type === 'object' && !schema.properties && isRecord(schema.additionalProperties)) {
    const values = describeType(root, schema.additionalProperties, depth + 1);
    return `object of ${values} values${suffix}`;
  }
  if (schema.format) return `${type} (${schema.format})${suffix}`;
  return `${type}${suffix}`;
}

function formatNumber(value: number): string {
  return Number.isInteger(value) ? value.toLocaleString('en-US') : String(value);
}

function countLabel(min: number | undefined, max: number | undefined, unit: string): string | undefined {
  if (min !== undefined && max !== undefined) {
    return min === max ? `exactly ${min} ${unit}` : `${min} to ${formatNumber(max)} ${unit}`;
  }
  if (min !== undefined && min > 0) return `at least ${min} ${unit}`;
  if (max !== undefined) return `at most ${formatNumber(max)} ${unit}`;
  return undefined;
}

/** Readable constraints of one schema (not its type): bounds, lengths, pattern, default. */
export function describeConstraints(root: unknown, input: JsonSchema): string[] {
  const schema = normalizeSchema(root, input);
  const { variants } = unionVariants(root, schema);
  if (variants.length !== 1 || variants[0] !== schema) {
    // Each variant's own limits, named by its type when there are several: "string: matches ...".
    const parts = variants.flatMap((variant) => {
      const own = describeConstraints(root, variant).filter((part) => !part.startsWith('default '));
      const label = variants.length > 1 ? `${describeType(root, variant, 1)}: ` : '';
      return own.map((part) => `${label}${part}`);
    });
    const withDefault = schema.default !== undefined ? [`default ${formatLiteral(schema.default)}`] : [];
    return [...new Set([...parts, ...withDefault])];
  }
  const constraints: string[] = [];
  const low = schema.minimum ?? schema.exclusiveMinimum;
  const high = schema.maximum ?? schema.exclusiveMaximum;
  if (low !== undefined || high !== undefined) {
    const lowWord = schema.exclusiveMinimum !== undefined ? 'above' : 'from';
    const highWord = schema.exclusiveMaximum !== undefined ? 'below' : 'to';
    if (low !== undefined && high !== undefined) {
      constraints.push(`${lowWord} ${formatNumber(low)} ${highWord} ${formatNumber(high)}`);
    } else if (low !== undefined) {
      constraints.push(
        schema.exclusiveMinimum !== undefined ? `above ${low}` : `at least ${formatNumber(low)}`,
      );
    } else if (high !== undefined) {
      constraints.push(
        schema.exclusiveMaximum !== undefined ? `below ${high}` : `at most ${formatNumber(high)}`,
      );
    }
  }
  if (schema.multipleOf !== undefined) constraints.push(`multiple of ${schema.multipleOf}`);
  const length = countLabel(schema.minLength, schema.maxLength, 'characters');
  if (length) constraints.push(length);
  const items = countLabel(schema.minItems, schema.maxItems, 'items');
  if (items) constraints.push(items);
  if (schema.uniqueItems) constraints.push('no duplicates');
  if (schema.pattern) constraints.push(`matches ${schema.pattern}`);
  if (schema.default !== undefined) constraints.push(`default ${formatLiteral(schema.default)}`);
  return constraints;
}
