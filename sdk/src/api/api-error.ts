/** Per-field messages from a 422 answer, keyed by the request body's field names. */
export type FieldMessages = Record<string, string>;

/**
 * A non-success answer from the MRN API (or a network failure, status 0), carrying the server's
 * `{ error: { code, message, fields? } }` so the UI can show field errors where they belong.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldMessages = {},
  ) {
    super(message);
  }
}

/** Reads the error body of a failed response; a body that is not JSON still yields a usable error. */
export async function readApiError(response: Response): Promise<ApiRequestError> {
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string; fields?: FieldMessages };
  } | null;
  const error = body?.error ?? {};
  return new ApiRequestError(
    response.status,
    error.code ?? 'http_error',
    error.message ?? `HTTP ${response.status}`,
    error.fields ?? {},
  );
}
