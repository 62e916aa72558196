import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import { resolver, uniqueSymbol } from 'hono-openapi';
import { safeParse } from 'zod/mini';
import type { $ZodType, input, output } from 'zod/v4/core';
import type { AppEnv } from './app-env.ts';
import { ApiFailure, type FieldMessages } from './errors.ts';
import { fieldMessages } from './field-messages.ts';
import { readJsonObject, readJsonOrFormObject, withoutNul } from './read-body.ts';

/** Where a request's input comes from: a JSON object body, JSON or an HTML form's fields, the query, the path. */
export type InputSource = 'json' | 'jsonOrForm' | 'query' | 'param';

type StoredAs<Source extends InputSource> = Source extends 'jsonOrForm' ? 'json' : Source;

export interface ValidateOptions {
  /** The 422's sentence (each field gets its own message in `error.fields`). */
  message?: string;
  /** Another answer than 422 for invalid input, e.g. a malformed path id is simply not found (404). */
  failure?: (fields: FieldMessages) => ApiFailure;
}

const DEFAULT_MESSAGES: Record<InputSource, string> = {
  json: 'Some fields are missing or invalid.',
  jsonOrForm: 'Some fields are missing or invalid.',
  query: 'Some query parameters are invalid.',
  param: 'The address names something that does not exist.',
};

/**
 * Query parameters as strings, or a list when one is repeated (so a strict schema refuses it by name).
 * Without NUL characters, as bodies are (read-body.ts): PostgreSQL refuses them in text.
 */
function queryObject(c: Context): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(c.req.queries()).map(([name, values]) => {
      const kept = values.map(withoutNul);
      return [name, kept.length === 1 ? kept[0] : kept];
    }),
  );
}

function paramObject(c: Context): Record<string, string> {
  return Object.fromEntries(Object.entries(c.req.param()).map(([name, value]) => [name, withoutNul(value)]));
}

function readInput(c: Context, source: InputSource): Promise<unknown> | unknown {
  switch (source) {
    case 'json':
      return readJsonObject(c);
    case 'jsonOrForm':
      return readJsonOrFormObject(c);
    case 'query':
      return queryObject(c);
    case 'param':
      return paramObject(c);
  }
}

/**
 * Hono validator middleware over one schema of sdk/src/schemas: the same declaration validates
 * the input (strictly: an unknown key is a 422 naming it), types `c.req.valid(...)` for the
 * handler, and documents the route in /api/openapi.json. A handler never re-checks what the
 * schema already said.
 */
export function validate<Source extends InputSource, Schema extends $ZodType>(
  source: Source,
  schema: Schema,
  options: ValidateOptions = {},
): MiddlewareHandler<
  AppEnv,
  string,
  { in: { [Key in StoredAs<Source>]: input<Schema> }; out: { [Key in StoredAs<Source>]: output<Schema> } }
> {
  const target = (source === 'jsonOrForm' ? 'json' : source) as keyof ValidationTargets;
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const result = safeParse(schema, await readInput(c, source));
    if (!result.success) {
      const fields = fieldMessages(schema, result.error.issues);
      throw (
        options.failure?.(fields) ??
        new ApiFailure(422, 'validation_failed', options.message ?? DEFAULT_MESSAGES[source], fields)
      );
    }
    c.req.addValidatedData(target, result.data as never);
    await next();
  };
  // What hono-openapi reads to document the route: the schema as the client sends it.
  return Object.assign(middleware, {
    [uniqueSymbol]: {
      target,
      ...resolver(schema as never, { options: { io: 'input' } }),
      options: { options: { io: 'input' } },
    },
  }) as never;
}
