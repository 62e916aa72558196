import {
  describeConstraints,
  describeType,
  isRecord,
  type JsonSchema,
  normalizeSchema,
  referenceName,
  unionVariants,
} from './json-schema.ts';

/** One row of a body or response field list: `rates[].value`, its type, whether required. */
export interface FieldRow {
  /** Dotted path from the body root; `[]` marks array items (`leads[].email`). */
  name: string;
  /** Nesting level, 0 for top-level fields (used for indentation). */
  depth: number;
  type: string;
  required: boolean;
  nullable: boolean;
  constraints: string[];
  description?: string;
  deprecated: boolean;
  /** This row's fields are the first listing of a named schema: the id that later rows link to. */
  anchor?: string;
  /** A named schema listed earlier on the page: its fields are not repeated here. */
  sameAs?: SchemaLink;
}

export interface SchemaLink {
  name: string;
  anchor: string;
}

/** A body's field rows; a whole body that is a named schema listed before only links to it. */
export interface BodyFields {
  fields: FieldRow[];
  anchor?: string;
  sameAs?: SchemaLink;
}

/**
 * Remembers where each named schema (a `$ref` to a component) is first listed on the page, so
 * that later bodies using it link there instead of repeating every field.
 */
export class DescribedSchemas {
  private readonly anchors = new Map<string, string>();

  /** The anchor for `name` and whether this is its first listing. */
  claim(name: string, mode: BodyDirection): { anchor: string; first: boolean } {
    const key = `${mode}:${name}`;
    const existing = this.anchors.get(key);
    if (existing) return { anchor: existing, first: false };
    const slug = name.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase();
    const anchor = mode === 'request' ? `request-schema-${slug}` : `schema-${slug}`;
    this.anchors.set(key, anchor);
    return { anchor, first: true };
  }
}

/** Nested objects deeper than this are named by type only, so self-referencing schemas end. */
const MAX_DEPTH = 4;

/** The object schema whose fields should be listed below `schema`, if any (object or array of objects). */
function nestedObject(root: unknown, schema: JsonSchema): { schema: JsonSchema; suffix: string } | undefined {
  const { variants } = unionVariants(root, normalizeSchema(root, schema));
  if (variants.length !== 1) return undefined;
  const variant = normalizeSchema(root, variants[0]);
  if (variant.properties && Object.keys(variant.properties).length > 0)
    return { schema: variant, suffix: '' };
  if (variant.items) {
    const items = normalizeSchema(root, variant.items);
    if (items.properties && Object.keys(items.properties).length > 0) return { schema: items, suffix: '[]' };
  }
  return undefined;
}

/** Request bodies skip `readOnly` fields, responses skip `writeOnly` ones. */
export type BodyDirection = 'request' | 'response';

function collect(
  root: unknown,
  mode: BodyDirection,
  described: DescribedSchemas | undefined,
  objectSchema: JsonSchema,
  prefix: string,
  depth: number,
  visiting: Set<string>,
  rows: FieldRow[],
): void {
  const required = new Set(objectSchema.required ?? []);
  for (const [property, propertySchema] of Object.entries(objectSchema.properties ?? {})) {
    const resolved = normalizeSchema(root, propertySchema);
    // A request never sends read-only fields; a response never carries write-only ones.
    if (mode === 'request' ? resolved.readOnly : resolved.writeOnly) continue;
    const { nullable } = unionVariants(root, resolved);
    const name = `${prefix}${property}`;
    const row: FieldRow = {
      name,
      depth,
      type: describeType(root, propertySchema, 1),
      required: required.has(property),
      nullable,
      constraints: describeConstraints(root, propertySchema),
      description: resolved.description ?? resolved.title,
      deprecated: resolved.deprecated === true,
    };
    rows.push(row);
    const nested = nestedObject(root, propertySchema);
    const key = namedSchemaOf(root, propertySchema);
    if (!nested || depth + 1 >= MAX_DEPTH || (key && visiting.has(key))) continue;
    if (key && described) {
      const { anchor, first } = described.claim(key, mode);
      if (!first) {
        row.sameAs = { name: key, anchor };
        continue;
      }
      row.anchor = anchor;
    }
    const nextVisiting = new Set(visiting);
    if (key) nextVisiting.add(key);
    collect(root, mode, described, nested.schema, `${name}${nested.suffix}.`, depth + 1, nextVisiting, rows);
  }
}

/** The component a property's value (or its array items, or its non-null variant) refers to. */
function namedSchemaOf(root: unknown, schema: JsonSchema): string | undefined {
  const direct = referenceName(schema);
  if (direct) return direct;
  const resolved = normalizeSchema(root, schema);
  const { variants } = unionVariants(root, resolved);
  const [variant] = variants.length === 1 ? variants : [];
  const raw = [resolved.anyOf, resolved.oneOf].flat().find((entry) => entry && referenceName(entry));
  return referenceName(resolved.items) ?? referenceName(raw) ?? referenceName(variant?.items);
}

/**
 * The fields of a request or response body, flattened into rows with dotted names. A body that
 * is an array of objects lists its item fields as `[].name`; a non-object body gives no rows.
 * With `described`, a named schema is listed once per page and later uses link to it.
 */
export function schemaFields(
  root: unknown,
  schema: unknown,
  mode: BodyDirection = 'response',
  described?: DescribedSchemas,
): BodyFields {
  const rows: FieldRow[] = [];
  const top = normalizeSchema(root, schema);
  const nested = nestedObject(root, top);
  if (!nested) return { fields: rows };
  const name = isRecord(schema) ? namedSchemaOf(root, schema as JsonSchema) : undefined;
  let anchor: string | undefined;
  if (name && described) {
    const claimed = described.claim(name, mode);
    if (!claimed.first) return { fields: rows, sameAs: { name, anchor: claimed.anchor } };
    anchor = claimed.anchor;
  }
  collect(
    root,
    mode,
    described,
    nested.schema,
    nested.suffix ? '[].' : '',
    0,
    new Set(name ? [name] : []),
    rows,
  );
  return { fields: rows, anchor };
}

/** Whether an object rejects fields it does not list (`additionalProperties: false`). */
export function rejectsUnknownFields(root: unknown, schema: unknown): boolean {
  return normalizeSchema(root, schema).additionalProperties === false;
}

/** The shared error shape `{ error: { code, message, fields? } }`, recognised by its fields. */
export function isErrorBody(root: unknown, schema: unknown): boolean {
  const top = normalizeSchema(root, schema);
  const error = top.properties?.error;
  if (!error) return false;
  const inner = normalizeSchema(root, error);
  return Boolean(inner.properties?.code && inner.properties?.message);
}
