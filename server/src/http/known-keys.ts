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

/** The object shapes a value may have: one, or one per option of a union (the lead's alert kinds). */
function shapesOf(schema: $ZodType): Record<string, $ZodType>[] {
  const definition = definitionOf(unwrap(schema));
  if (definition.shape) return [definition.shape];
  return definition.options?.flatMap(shapesOf) ?? [];
}

function child(schema: $ZodType, segment: PropertyKey): $ZodType | undefined {
  const inShape = shapesOf(schema).find((shape) => String(segment) in shape);
  if (inShape) return inShape[String(segment)];
  const definition = definitionOf(unwrap(schema));
  return definition.element ?? definition.valueType;
}

/** The field names the object at `path` of `schema` knows (empty when there is none). */
export function knownKeysAt(schema: $ZodType, path: readonly PropertyKey[]): string[] {
  let current: $ZodType | undefined = schema;
  for (const segment of path) {
    if (!current) return [];
    current = child(current, segment);
  }
  return current ? [...new Set(shapesOf(current).flatMap((shape) => Object.keys(shape)))] : [];
}
