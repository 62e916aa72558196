import type { PublicFormConfig } from '@mrn/sdk/schemas/form-config';
import type { LeadReceipt, LeadSubmissionBody } from '@mrn/sdk/schemas/lead-submission';
import type { CurrentRates } from '@mrn/sdk/schemas/rates';
import { loadWidgetContract } from '../contract/load-widget-contract';
import type { ResponseKind, ResponseOf } from '../contract/widget-contract';
import { ApiRequestError } from './api-error';

export interface ApiClient {
  getFormConfig(formId: string, signal?: AbortSignal): Promise<PublicFormConfig>;
  submitLead(formId: string, lead: LeadSubmissionBody, signal?: AbortSignal): Promise<LeadReceipt>;
}

export interface ApiClientOptions {
  /** Origin of the MRN server ('' = same origin, as on the site; widgets pass their script's origin). */
  origin?: string;
  fetch?: typeof fetch;
}

const NETWORK_FAILED = 'The network request failed.';

/**
 * One request of the tiny browser client for the public API. Every answer is parsed by its schema
 * from sdk/src/schemas: one that does not parse is an ApiRequestError 'invalid_response', never a
 * value of the wrong shape. Cross-origin fetches carry no cookies by default, and the public
 * endpoints need none.
 */
async function request<Kind extends ResponseKind>(
  { origin = '', fetch: fetchImpl }: ApiClientOptions,
  kind: Kind,
  path: string,
  init: RequestInit,
): Promise<ResponseOf<Kind>> {
  // The schemas load alongside the request, not after it (cached after the first time).
  const contract = loadWidgetContract().catch(() => undefined);
  let response: Response;
  try {
    response = await (fetchImpl ?? globalThis.fetch)(`${origin.replace(/\/+$/, '')}${path}`, init);
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw new ApiRequestError(0, 'network_error', NETWORK_FAILED);
  }
  const json: unknown = await response.json().catch(() => undefined);
  const parse = (await contract)?.parseResponse;
  // The schema chunk did not load: a failed request too, in the visitor's terms.
  if (!parse) throw new ApiRequestError(0, 'network_error', NETWORK_FAILED);
  if (!response.ok) {
    const error = parse('apiError', json)?.error;
    throw new ApiRequestError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? `HTTP ${response.status}`,
      error?.fields,
    );
  }
  const value = parse(kind, json);
  if (value === undefined) {
    throw new ApiRequestError(response.status, 'invalid_response', `The answer to ${path} is malformed.`);
  }
  return value;
}

/** The lead form's requests: its config (today's rates included) and the lead. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  return {
    getFormConfig: (formId, signal) =>
      request(options, 'formConfig', `/api/forms/${encodeURIComponent(formId)}`, { signal }),
    submitLead: (formId, lead, signal) =>
      request(options, 'leadReceipt', `/api/forms/${encodeURIComponent(formId)}/leads`, {
        method: 'POST',
        signal,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(lead),
      }),
  };
}

/**
 * GET /api/rates/current, for the calculators' "Use today's rate" and the site's rates box. Apart
 * from the client, so embed.js (whose form gets the rates with its config) does not carry it.
 */
export function getCurrentRates(options: ApiClientOptions = {}, signal?: AbortSignal): Promise<CurrentRates> {
  return request(options, 'currentRates', '/api/rates/current', { signal });
}
