import {
  describeConstraints,
  describeType,
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
    rows.push({
      name,
      depth,
      type: describeType(root, propertySchema, 1),
      required: required.has(property),
      nullable,
      constraints: describeConstraints(root, propertySchema),
      description: resolved.description ?? resolved.title,
      deprecated: resolved.deprecated === true,
    });
    const nested = nestedObject(root, propertySchema);
    const key = referenceName(propertySchema) ?? referenceName(resolved.items);
    if (!nested || depth + 1 >= MAX_DEPTH || (key && visiting.has(key))) continue;
    const nextVisiting = new Set(visiting);
    if (key) nextVisiting.add(key);
    collect(root, mode, nested.schema, `${name}${nested.suffix}.`, depth + 1, nextVisiting, rows);
  }
}

/**
 * The fields of a request or response body, flattened into rows with dotted names. A body that
 * is an array of objects lists its item fields as `[].name`; a non-object body gives no rows.
 */
export function schemaFields(root: unknown, schema: unknown, mode: BodyDirection = 'response'): FieldRow[] {
  const rows: FieldRow[] = [];
  const top = normalizeSchema(root, schema);
  const name = referenceName(schema as JsonSchema);
  const nested = nestedObject(root, top);
  if (!nested) return rows;
  collect(root, mode, nested.schema, nested.suffix ? '[].' : '', 0, new Set(name ? [name] : []), rows);
  return rows;
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
