import type { $ZodType } from 'zod/v4/core';

interface SchemaDefinition {
  type: string;
  shape?: Record<string, $ZodType>;
  innerType?: $ZodType;
  in?: $ZodType;
  element?: $ZodType;
  valueType?: $ZodType;
  options?: readonly $ZodType[];
}

function definitionOf(schema: $ZodType): SchemaDefinition {
  return schema._zod.def as unknown as SchemaDefinition;
}

/** Looks through wrappers (optional, nullable, default, pipe) to the schema that holds the value. */
function unwrap(schema: $ZodType): $ZodType {
  let current = schema;
  for (let depth = 0; depth < 16; depth += 1) {
    const definition = definitionOf(current);
    const inner = definition.innerType ?? (definition.type === 'pipe' ? definition.in : undefined);
    if (!inner) return current;
    current = inner;
  }
  return current;
}

function child(schema: $ZodType, segment: PropertyKey): $ZodType | undefined {
  const definition = definitionOf(unwrap(schema));
  if (definition.shape) return definition.shape[String(segment)];
  return definition.element ?? definition.valueType;
}

/** The field names the object at `path` of `schema` knows (empty when there is none). */
export function knownKeysAt(schema: $ZodType, path: readonly PropertyKey[]): string[] {
  let current: $ZodType | undefined = schema;
  for (const segment of path) {
    if (!current) return [];
    current = child(current, segment);
  }
  const shape = current ? definitionOf(unwrap(current)).shape : undefined;
  return shape ? Object.keys(shape) : [];
}
