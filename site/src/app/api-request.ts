import { apiErrorBodySchema, type FieldMessages } from '@mrn/sdk/schemas/api-error';

/** What the page shows when fetch itself fails (offline, DNS, server down). */
export const NETWORK_FAILURE_MESSAGE = 'We could not reach the server. Check your connection and try again.';

/** An error answer in the API's shape, or one the client made up for a failed or garbled exchange. */
export interface ApiFailure {
  ok: false;
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
  code: string;
  message: string;
  fields: FieldMessages;
}

export interface ApiSuccess<T> {
  ok: true;
  status: number;
  data: T;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** Any zod (mini) schema: only safeParse is needed here. */
export interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. Non-GET requests always carry `Content-Type: application/json` (the CSRF check). */
  body?: unknown;
  /** Parses a 2xx answer but 204 (whose data is undefined); omit for answers without a body. */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
}

function failure(status: number, code: string, message: string, fields: FieldMessages = {}): ApiFailure {
  return { ok: false, status, code, message, fields };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * One call to the MRN API from an app page: same-origin cookies, JSON both ways, every answer
 * checked against the shared schema. Never throws (except for an abort): the caller gets either
 * the parsed data or an error with the message to show.
 */
export async function apiRequest<T = undefined>(
  path: string,
  { method = 'GET', body, schema, signal }: ApiRequestOptions<T> = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: string | undefined;
  if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    // A JSON body even when there is nothing to say, so the header never lies (DELETE sends none).
    if (method !== 'DELETE' || body !== undefined) payload = JSON.stringify(body ?? {});
  }
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload, credentials: 'same-origin', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return failure(0, 'network', NETWORK_FAILURE_MESSAGE);
  }

  if (!response.ok) {
    const parsed = apiErrorBodySchema.safeParse(await readJson(response));
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      return failure(response.status, code, message, fields);
    }
    return failure(
      response.status,
      'unexpected_status',
      `Something went wrong on our side (error ${response.status}). Please try again in a moment.`,
    );
  }

  // No body to check: an answer without a schema, or 204 (No Content), whose data is undefined.
  if (!schema || response.status === 204) return { ok: true, status: response.status, data: undefined as T };
  const parsed = schema.safeParse(await readJson(response));
  if (!parsed.success) {
    return failure(
      response.status,
      'unexpected_response',
      'The server sent an answer we did not understand. Please reload the page and try again.',
    );
  }
  return { ok: true, status: response.status, data: parsed.data };
}
