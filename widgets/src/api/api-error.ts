import type { FieldMessages } from '@mrn/sdk/schemas/api-error';

/**
 * A non-success answer from the MRN API (or a network failure, status 0, or an answer that does
 * not have the agreed shape, code 'invalid_response'), carrying the server's
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
