import type { Context } from 'hono';
import { ApiFailure } from './errors.ts';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
}

/**
 * Reads a JSON object body. Wrong content type is 415, unparsable or non-object JSON is 400;
 * field validation (422) is the caller's job.
 */
export function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  return readJsonBody(c, 'JSON (Content-Type: application/json)');
}

/** A JSON object body; any other media type is 415, saying which ones the route takes. */
async function readJsonBody(c: Context, accepted: string): Promise<Record<string, unknown>> {
  const type = mediaType(c);
  if (type !== 'application/json' && !type.endsWith('+json')) {
    throw new ApiFailure(415, 'unsupported_media_type', `Send the body as ${accepted}.`);
  }
  return parseJsonObject(await c.req.text());
}

/** PostgreSQL text and jsonb cannot hold NUL characters; they never carry meaning in our fields. */
export function withoutNul(text: string): string {
  return text.includes('\0') ? text.replaceAll('\0', '') : text;
}

const dropNul = (_key: string, entry: unknown) => (typeof entry === 'string' ? withoutNul(entry) : entry);

export function parseJsonObject(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    // JSON can only carry a NUL escaped (a raw control character is invalid), and a reviver costs
    // a call per value: only a body with that escape pays for one.
    value = text.includes('\\u0000') ? JSON.parse(text, dropNul) : JSON.parse(text);
  } catch {
    throw new ApiFailure(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  if (!isPlainObject(value)) {
    throw new ApiFailure(400, 'invalid_json', 'The request body must be a JSON object.');
  }
  return value;
}

/**
 * Reads a JSON, multipart or URL-encoded form body into a flat object of strings (files are
 * ignored). Used where browsers post plain HTML forms.
 */
export async function readJsonOrFormObject(c: Context): Promise<Record<string, unknown>> {
  const type = mediaType(c);
  if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw new ApiFailure(400, 'bad_request', 'The form data could not be read.');
    }
    const fields: Record<string, unknown> = {};
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string' && !(key in fields)) fields[key] = withoutNul(value);
    }
    return fields;
  }
  return readJsonBody(c, 'JSON, multipart/form-data or application/x-www-form-urlencoded');
}
