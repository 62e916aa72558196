import fc from 'fast-check';

/**
 * Request generators for property tests, read from the OpenAPI document the server publishes
 * (itself generated from the shared schemas), so a new route is fuzzed without a test edit.
 * Each value is either what the schema describes or a near miss: wrong types, junk strings,
 * nulls. The point is to reach the handlers with almost-valid input, not only the validator.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  $ref?: string;
}

interface Operation {
  responses?: Record<string, unknown>;
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface FuzzRequest {
  method: string;
  url: string;
  contentType?: string;
  body?: string;
}

export interface RouteFuzzer {
  method: string;
  path: string;
  /** Statuses the document promises, e.g. a 503 for rates not checked yet. */
  documentedStatuses: number[];
  requests: fc.Arbitrary<FuzzRequest>;
}

const junk = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '0', '-1', 'null', '../..', '%00', '2026-02-30', '\u0000', 'x'.repeat(3000)),
);

/** Values of the schema's own type, from its enum, pattern or bounds when it has them. */
function conforming(schema: JsonSchema, document: OpenApiDocument, depth: number): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    const target = document.components?.schemas?.[name];
    return target ? conforming(target, document, depth) : fc.jsonValue();
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((part) => conforming(part, document, depth)));
  if (schema.allOf?.length) return conforming(schema.allOf[0] as JsonSchema, document, depth);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object'];
  return fc.oneof(...types.map((type) => ofType(type, schema, document, depth)));
}

function ofType(type: string, schema: JsonSchema, document: OpenApiDocument, depth: number) {
  switch (type) {
    case 'string':
      return stringValue(schema);
    case 'number':
    case 'integer': {
      const min = schema.minimum ?? -1e6;
      const max = schema.maximum ?? 1e6;
      return type === 'integer'
        ? fc.integer({
            min: Math.ceil(Math.max(min, -(2 ** 31))),
            max: Math.floor(Math.min(max, 2 ** 31 - 1)),
          })
        : fc.double({ min, max, noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(value(schema.items ?? {}, document, depth + 1), { maxLength: 4 });
    default:
      return depth > 3 ? fc.constant({}) : objectValue(schema, document, depth + 1);
  }
}

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((text) => text.length <= (schema.maxLength ?? 2000));
    } catch {
      // A pattern in a dialect JavaScript does not read: plain strings instead.
    }
  }
  return fc.string({ maxLength: Math.min(schema.maxLength ?? 60, 200) });
}

function objectValue(schema: JsonSchema, document: OpenApiDocument, depth: number) {
  const properties = schema.properties ?? {};
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, value(property, document, depth)]),
  );
  return fc.record(fields, { requiredKeys: [] }).chain((record) =>
    // Now and then an unknown key, which strict objects must refuse with a 422.
    fc
      .option(fc.tuple(fc.string({ maxLength: 12 }), fc.jsonValue()), { freq: 5 })
      .map((extra) => (extra ? { ...record, [extra[0]]: extra[1] } : record)),
  );
}

/** What the schema describes most of the time, a near miss otherwise. */
export function value(schema: JsonSchema, document: OpenApiDocument, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: conforming(schema, document, depth) },
    { weight: 1, arbitrary: junk },
    { weight: 1, arbitrary: fc.oneof(fc.constant(null), fc.integer(), fc.boolean(), fc.constant([])) },
  );
}

/** Text for a query or path parameter: the schema's values, or junk. */
function parameterText(
  schema: JsonSchema | undefined,
  document: OpenApiDocument,
  known: readonly string[],
): fc.Arbitrary<string> {
  const fromSchema = schema ? conforming(schema, document, 0).map((item) => String(item)) : junk;
  return fc.oneof(
    { weight: 3, arbitrary: fromSchema },
    { weight: 2, arbitrary: known.length ? fc.constantFrom(...known) : junk },
    { weight: 2, arbitrary: junk },
  );
}

/**
 * One generator per operation in the document. `knownIds` are path ids that exist (so a
 * request gets past the 404 now and then); bodies are JSON from the schema, or raw text.
 */
export function routeFuzzers(document: OpenApiDocument, knownIds: readonly string[]): RouteFuzzer[] {
  const fuzzers: RouteFuzzer[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
      const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
      const pathValues = fc.tuple(
        ...pathParameters.map((parameter) => parameterText(parameter.schema, document, knownIds)),
      );
      const query = fc.record(
        Object.fromEntries(
          queryParameters.map((parameter) => [parameter.name, parameterText(parameter.schema, document, [])]),
        ),
        { requiredKeys: [] },
      );
      const jsonSchema = operation.requestBody?.content['application/json']?.schema;
      const body: fc.Arbitrary<{ contentType?: string; body?: string }> = jsonSchema
        ? fc.oneof(
            {
              weight: 4,
              arbitrary: value(jsonSchema, document).map((item) => jsonBody(JSON.stringify(item))),
            },
            { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }).map(jsonBody) },
          )
        : fc.constant({});
      const requests = fc.tuple(pathValues, query, body).map(([ids, search, payload]): FuzzRequest => {
        let url = path;
        pathParameters.forEach((parameter, index) => {
          url = url.replace(`{${parameter.name}}`, encodeURIComponent(ids[index] || 'x'));
        });
        const searchText = new URLSearchParams(search as Record<string, string>).toString();
        return { method: method.toUpperCase(), url: searchText ? `${url}?${searchText}` : url, ...payload };
      });
      const documentedStatuses = Object.keys(operation.responses ?? {}).map(Number);
      fuzzers.push({ method: method.toUpperCase(), path, documentedStatuses, requests });
    }
  }
  return fuzzers;
}

function jsonBody(text: string | undefined): { contentType: string; body: string } {
  return { contentType: 'application/json', body: text ?? 'null' };
}
