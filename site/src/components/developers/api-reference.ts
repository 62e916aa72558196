import { type CurlRequest, curlCommand } from './curl-example.ts';
import { exampleValue, hasStatedExample } from './example-value.ts';
import {
  dereference,
  describeConstraints,
  describeType,
  isRecord,
  type JsonSchema,
  normalizeSchema,
} from './json-schema.ts';
import {
  type BodyFields,
  DescribedSchemas,
  isErrorBody,
  rejectsUnknownFields,
  schemaFields,
} from './schema-fields.ts';

/**
 * Turns an OpenAPI 3.1 document into what the /developers page shows: operations grouped by tag,
 * with parameters, body fields, responses, the auth they need and a runnable curl example.
 * Pure data in, data out, so it is unit-tested without Astro and rendered by plain components.
 */

export interface ParameterView {
  name: string;
  location: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  type: string;
  constraints: string[];
  description?: string;
  deprecated: boolean;
}

/** Fields are listed once per named schema: a later body using it has `sameAs` instead of fields. */
export interface RequestBodyView extends BodyFields {
  contentType: string;
  otherContentTypes: string[];
  required: boolean;
  description?: string;
  type: string;
  /** A strict object: an unknown field answers 422 naming it. */
  rejectsUnknownFields: boolean;
}

export interface ResponseView extends BodyFields {
  status: string;
  description: string;
  contentType?: string;
  type?: string;
  /** The shared `{ error: { code, message, fields? } }` body (described once in the intro). */
  isErrorShape: boolean;
}

export interface AuthView {
  /** Some credential is needed (no alternative is "none"). */
  required: boolean;
  /** A partner API key sent as `Authorization: Bearer` is one accepted way. */
  bearer: boolean;
  /** Accepted credentials, e.g. ['Bearer API key', 'console session cookie']. */
  alternatives: string[];
}

export interface OperationView {
  /** Fragment id on the page, e.g. `post-api-forms-id-leads`. */
  anchor: string;
  method: string;
  path: string;
  operationId?: string;
  summary?: string;
  description?: string;
  deprecated: boolean;
  auth: AuthView;
  parameters: ParameterView[];
  requestBody?: RequestBodyView;
  responses: ResponseView[];
  /** The copy-paste command; absent when `noExample` says why. */
  curl?: string;
  /**
   * Why there is no curl example: `session` when only a signed-in browser session is accepted,
   * `page` when every success answer is an HTML page for people (links in mails).
   */
  noExample?: 'session' | 'page' | 'operator';
  /** Documented 2xx statuses: what the example answers when all goes well. */
  successStatuses: number[];
}

export interface OperationGroup {
  anchor: string;
  name: string;
  description?: string;
  operations: OperationView[];
}

export interface BearerSchemeView {
  name: string;
  description?: string;
  bearerFormat?: string;
}

export interface ApiReference {
  title: string;
  version?: string;
  description?: string;
  openapiVersion?: string;
  groups: OperationGroup[];
  bearerSchemes: BearerSchemeView[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace'] as const;
const UNTAGGED = 'Other endpoints';

type Dictionary = Record<string, unknown>;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function dictionary(value: unknown): Dictionary {
  return isRecord(value) ? value : {};
}

/** `POST /api/forms/{id}/leads` -> `post-api-forms-id-leads`. */
export function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function uniqueAnchor(base: string, taken: Set<string>): string {
  let anchor = base || 'section';
  for (let counter = 2; taken.has(anchor); counter += 1) anchor = `${base}-${counter}`;
  taken.add(anchor);
  return anchor;
}

/** The first value of an OpenAPI `examples` map (`{ name: { value } }`, entries may be $refs). */
function firstNamedExample(root: unknown, examples: unknown): { found: boolean; value?: unknown } {
  for (const entry of Object.values(dictionary(examples))) {
    const example = dereference<Dictionary>(root, entry);
    if (example && 'value' in example) return { found: true, value: example.value };
  }
  return { found: false };
}

function mediaExample(root: unknown, media: Dictionary): { found: boolean; value?: unknown } {
  if (media.example !== undefined) return { found: true, value: media.example };
  return firstNamedExample(root, media.examples);
}

function stringify(value: unknown): string {
  if (Array.isArray(value)) return value.map(stringify).join(',');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

interface ResolvedParameter {
  raw: Dictionary;
  view: ParameterView;
  schema: JsonSchema;
}

function parametersOf(root: unknown, pathItem: Dictionary, operation: Dictionary): ResolvedParameter[] {
  const byKey = new Map<string, ResolvedParameter>();
  for (const entry of [...asArray(pathItem.parameters), ...asArray(operation.parameters)]) {
    const raw = dereference<Dictionary>(root, entry);
    const name = text(raw?.name);
    const location = raw?.in;
    if (!raw || !name || !['path', 'query', 'header', 'cookie'].includes(String(location))) continue;
    const schema = normalizeSchema(root, raw.schema);
    byKey.set(`${location}:${name}`, {
      raw,
      schema,
      view: {
        name,
        location: location as ParameterView['location'],
        required: location === 'path' || raw.required === true,
        type: describeType(root, schema),
        constraints: describeConstraints(root, schema),
        description: text(raw.description) ?? text(schema.description),
        deprecated: raw.deprecated === true,
      },
    });
  }
  const order = { path: 0, query: 1, header: 2, cookie: 3 };
  return [...byKey.values()].sort((left, right) => order[left.view.location] - order[right.view.location]);
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function parameterExample(root: unknown, parameter: ResolvedParameter): unknown {
  if (parameter.raw.example !== undefined) return parameter.raw.example;
  const named = firstNamedExample(root, parameter.raw.examples);
  if (named.found) return named.value;
  return exampleValue(root, parameter.schema, parameter.view.name);
}

function describeScheme(name: string, scheme: Dictionary | undefined): { label: string; bearer: boolean } {
  if (!scheme) return { label: name, bearer: false };
  const type = String(scheme.type ?? '');
  if (type === 'http' && String(scheme.scheme ?? '').toLowerCase() === 'bearer') {
    return { label: 'Bearer API key', bearer: true };
  }
  if (type === 'http') return { label: `HTTP ${String(scheme.scheme ?? 'auth')}`, bearer: false };
  if (type === 'apiKey' && scheme.in === 'cookie')
    return { label: 'signed-in session cookie', bearer: false };
  if (type === 'apiKey')
    return { label: `${String(scheme.name ?? name)} ${String(scheme.in ?? 'header')}`, bearer: false };
  if (type === 'oauth2' || type === 'openIdConnect') return { label: 'OAuth 2.0 token', bearer: false };
  return { label: name, bearer: false };
}

function authOf(root: Dictionary, operation: Dictionary): AuthView {
  const requirements = asArray(operation.security ?? root.security);
  const schemes = dictionary(dictionary(root.components).securitySchemes);
  const alternatives: string[] = [];
  let optional = requirements.length === 0;
  let bearer = false;
  for (const requirement of requirements) {
    const names = Object.keys(dictionary(requirement));
    if (names.length === 0) {
      optional = true;
      continue;
    }
    const described = names.map((name) => describeScheme(name, dereference<Dictionary>(root, schemes[name])));
    alternatives.push(described.map((scheme) => scheme.label).join(' and '));
    if (described.every((scheme) => scheme.bearer)) bearer = true;
  }
  return { required: !optional, bearer, alternatives: [...new Set(alternatives)] };
}

/** JSON first, then form encodings, then whatever the operation lists first. */
function preferredContentType(content: Dictionary): string | undefined {
  const types = Object.keys(content);
  return (
    types.find((type) => /^application\/(.+\+)?json/i.test(type)) ??
    types.find((type) => /multipart\/form-data|x-www-form-urlencoded/i.test(type)) ??
    types[0]
  );
}

interface BodyExample {
  view: RequestBodyView;
  example: unknown;
  schema: unknown;
}

function requestBodyOf(root: unknown, operation: Dictionary): BodyExample | undefined {
  const body = dereference<Dictionary>(root, operation.requestBody);
  if (!body) return undefined;
  const content = dictionary(body.content);
  const contentType = preferredContentType(content);
  if (!contentType) return undefined;
  const media = dictionary(content[contentType]);
  const stated = mediaExample(root, media);
  const example = stated.found ? stated.value : exampleValue(root, media.schema);
  return {
    example,
    schema: media.schema,
    view: {
      contentType,
      otherContentTypes: Object.keys(content).filter((type) => type !== contentType),
      required: body.required === true,
      description: text(body.description),
      type: describeType(root, normalizeSchema(root, media.schema)),
      fields: [],
      rejectsUnknownFields: rejectsUnknownFields(root, media.schema),
    },
  };
}

interface ResponseWithSchema {
  view: ResponseView;
  schema: unknown;
}

function responsesOf(root: unknown, operation: Dictionary): ResponseWithSchema[] {
  const views: ResponseWithSchema[] = [];
  for (const [status, entry] of Object.entries(dictionary(operation.responses))) {
    const response = dereference<Dictionary>(root, entry);
    if (!response) continue;
    const content = dictionary(response.content);
    const contentType = preferredContentType(content);
    const schema = contentType ? dictionary(content[contentType]).schema : undefined;
    const hasSchema = isRecord(schema) && Object.keys(schema).length > 0;
    views.push({
      schema: hasSchema ? schema : undefined,
      view: {
        status,
        description: text(response.description) ?? '',
        contentType,
        type: hasSchema ? describeType(root, normalizeSchema(root, schema)) : undefined,
        fields: [],
        isErrorShape: hasSchema && isErrorBody(root, schema),
      },
    });
  }
  // 2xx first, then 3xx, 4xx, 5xx, then `default` and ranges such as 4XX.
  return views.sort((left, right) => statusOrder(left.view.status) - statusOrder(right.view.status));
}

function statusOrder(status: string): number {
  const numeric = Number(status);
  if (Number.isInteger(numeric)) return numeric;
  if (/^[1-5]XX$/i.test(status)) return Number(status[0]) * 100 + 99;
  return 1000;
}

function curlFor(
  document: unknown,
  origin: string,
  method: string,
  path: string,
  parameters: ResolvedParameter[],
  body: BodyExample | undefined,
  auth: AuthView,
): string {
  const pathParameters: Record<string, string> = {};
  const query: [string, string][] = [];
  const headers: [string, string][] = [];
  for (const parameter of parameters) {
    const { name, location, required } = parameter.view;
    const stated =
      parameter.raw.example !== undefined ||
      firstNamedExample(document, parameter.raw.examples).found ||
      hasStatedExample(document, parameter.schema);
    const value = () => stringify(parameterExample(document, parameter));
    if (location === 'path') pathParameters[name] = value();
    else if (location === 'query' && (required || stated)) query.push([name, value()]);
    else if (location === 'header' && required && !/^(authorization|content-type)$/i.test(name)) {
      headers.push([name, value()]);
    }
  }
  const request: CurlRequest = { origin, method, path, pathParameters, query, headers, bearer: auth.bearer };
  if (body && body.example !== undefined) {
    if (/json/i.test(body.view.contentType)) request.jsonBody = body.example;
    else if (/form/i.test(body.view.contentType) && isRecord(body.example)) {
      request.formFields = Object.entries(body.example).map(
        ([name, value]) => [name, stringify(value)] as const,
      );
      request.formEncoding = /multipart/i.test(body.view.contentType) ? 'multipart' : 'urlencoded';
    }
  }
  return curlCommand(request);
}

/** Tag name -> group, in the document's tag order, then in order of first use. */
function groupsFor(document: Dictionary): Map<string, OperationGroup> {
  const groups = new Map<string, OperationGroup>();
  const taken = new Set<string>();
  for (const tag of asArray(document.tags)) {
    const name = text(dictionary(tag).name);
    if (!name || groups.has(name)) continue;
    groups.set(name, {
      anchor: uniqueAnchor(slugify(name), taken),
      name,
      description: text(dictionary(tag).description),
      operations: [],
    });
  }
  return groups;
}

/**
 * The page's view of `document`. `origin` is the site's own public origin, used in every curl
 * example (the API is served by the same process under /api).
 */
export function buildApiReference(document: unknown, origin: string): ApiReference {
  const root = dictionary(document);
  const info = dictionary(root.info);
  const groups = groupsFor(root);
  const groupAnchors = new Set([...groups.values()].map((group) => group.anchor));
  const operationAnchors = new Set<string>(groupAnchors);
  const base = origin.replace(/\/+$/, '');
  /** Body schemas by operation; their fields are listed after grouping, in page order. */
  const bodies = new Map<OperationView, { request?: unknown; responses: ResponseWithSchema[] }>();

  for (const [path, pathEntry] of Object.entries(dictionary(root.paths))) {
    const pathItem = dereference<Dictionary>(root, pathEntry);
    if (!pathItem) continue;
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!isRecord(operation)) continue;
      const parameters = parametersOf(root, pathItem, operation);
      const body = requestBodyOf(root, operation);
      const auth = authOf(root, operation);
      const withSchemas = responsesOf(root, operation);
      const responses = withSchemas.map((response) => response.view);
      const successes = responses.filter((response) => /^2/.test(response.status));
      const pageOnly =
        successes.length > 0 &&
        successes.every((response) => /^text\/html/i.test(response.contentType ?? ''));
      // The App API serves our own pages (its state changes need their Origin), and Operations needs the
      // operator's token: no copy-paste example for either.
      const tags = asArray(operation.tags);
      const noExample = tags.includes('Operations')
        ? 'operator'
        : (auth.required && !auth.bearer) || tags.includes('App API')
          ? 'session'
          : pageOnly
            ? 'page'
            : undefined;
      const view: OperationView = {
        anchor: uniqueAnchor(slugify(`${method} ${path}`), operationAnchors),
        method: method.toUpperCase(),
        path,
        operationId: text(operation.operationId),
        summary: text(operation.summary),
        description: text(operation.description),
        deprecated: operation.deprecated === true,
        auth,
        parameters: parameters.map((parameter) => parameter.view),
        requestBody: body?.view,
        responses,
        curl: noExample ? undefined : curlFor(root, base, method, path, parameters, body, auth),
        noExample,
        successStatuses: responses
          .map((response) => Number(response.status))
          .filter((status) => status >= 200 && status < 300),
      };
      const tag = text(asArray(operation.tags)[0]) ?? UNTAGGED;
      let group = groups.get(tag);
      if (!group) {
        const anchor = uniqueAnchor(slugify(tag), groupAnchors);
        operationAnchors.add(anchor);
        group = { anchor, name: tag, operations: [] };
        groups.set(tag, group);
      }
      group.operations.push(view);
      bodies.set(view, { request: body?.schema, responses: withSchemas });
    }
  }

  // Each named schema is listed where the page first shows it; later bodies link back to it.
  const described = new DescribedSchemas();
  for (const group of groups.values()) {
    for (const view of group.operations) {
      const schemas = bodies.get(view);
      if (view.requestBody && schemas?.request !== undefined) {
        Object.assign(view.requestBody, schemaFields(root, schemas.request, 'request', described));
      }
      for (const response of schemas?.responses ?? []) {
        if (response.schema === undefined || response.view.isErrorShape) continue;
        Object.assign(response.view, schemaFields(root, response.schema, 'response', described));
      }
    }
  }

  const schemes = dictionary(dictionary(root.components).securitySchemes);
  const bearerSchemes = Object.entries(schemes).flatMap(([name, entry]) => {
    const scheme = dereference<Dictionary>(root, entry);
    if (!scheme || !describeScheme(name, scheme).bearer) return [];
    return [{ name, description: text(scheme.description), bearerFormat: text(scheme.bearerFormat) }];
  });

  return {
    title: text(info.title) ?? 'API reference',
    version: text(info.version),
    description: text(info.description),
    openapiVersion: text(root.openapi),
    groups: [...groups.values()].filter((group) => group.operations.length > 0),
    bearerSchemes,
  };
}
