import { ApiRequestError, readApiError } from './api-error';
import type { CurrentRates } from './current-rates';
import { type PublicFormConfig, parseFormConfig } from './form-config';
import type { LeadReceipt, LeadSubmission } from './lead-submission';

export interface ApiClient {
  getFormConfig(formId: string, signal?: AbortSignal): Promise<PublicFormConfig>;
  getCurrentRates(signal?: AbortSignal): Promise<CurrentRates>;
  submitLead(formId: string, lead: LeadSubmission, signal?: AbortSignal): Promise<LeadReceipt>;
}

export interface ApiClientOptions {
  /** Origin of the MRN server ('' = same origin, as on the site; widgets pass their script's origin). */
  origin?: string;
  fetch?: typeof fetch;
}

/**
 * The tiny browser client for the public API. Cross-origin fetches carry no cookies by default,
 * and the public endpoints need none.
 */
export function createApiClient({ origin = '', fetch: fetchImpl }: ApiClientOptions = {}): ApiClient {
  const base = origin.replace(/\/+$/, '');

  async function request(path: string, init: RequestInit): Promise<unknown> {
    const doFetch = fetchImpl ?? globalThis.fetch;
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, init);
    } catch (cause) {
      if (init.signal?.aborted) throw cause;
      throw new ApiRequestError(0, 'network_error', 'The network request failed.');
    }
    if (!response.ok) throw await readApiError(response);
    return response.json();
  }

  return {
    async getFormConfig(formId, signal) {
      const json = await request(`/api/forms/${encodeURIComponent(formId)}`, { signal });
      return parseFormConfig(json, formId);
    },
    async getCurrentRates(signal) {
      return (await request('/api/rates/current', { signal })) as CurrentRates;
    },
    async submitLead(formId, lead, signal) {
      const json = (await request(`/api/forms/${encodeURIComponent(formId)}/leads`, {
        method: 'POST',
        signal,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(lead),
      })) as Partial<LeadReceipt>;
      return { leadId: String(json.leadId ?? '') };
    },
  };
}
