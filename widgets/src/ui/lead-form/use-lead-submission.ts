import type { WidgetEventMap } from '@mrn/sdk/schemas/widget-events';
import { useRef, useState } from 'react';
import type { ApiClient, FieldMessages, LeadSubmissionBody } from '../../api';
import { ApiRequestError } from '../../api';
import type { WidgetContract } from '../../contract/load-widget-contract';
import { GENERIC_SUBMISSION_FAILURE } from './submission-failure-message';

export type SubmissionState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success'; leadId: string }
  | { status: 'failure'; message: string; fieldErrors: FieldMessages };

export interface LeadSubmissionCallbacks {
  onSubmitted?: (detail: WidgetEventMap['mrn:submit']) => void;
  onError?: (detail: WidgetEventMap['mrn:error']) => void;
}

/** Sends the lead once at a time and turns the answer into the form's submission state. */
export function useLeadSubmission(
  client: ApiClient,
  formId: string,
  callbacks: LeadSubmissionCallbacks,
  contract?: WidgetContract,
) {
  const [state, setState] = useState<SubmissionState>({ status: 'idle' });
  const inFlight = useRef(false);

  async function submit(lead: LeadSubmissionBody) {
    if (inFlight.current) return;
    inFlight.current = true;
    setState({ status: 'submitting' });
    try {
      const receipt = await client.submitLead(formId, lead);
      setState({ status: 'success', leadId: receipt.leadId });
      callbacks.onSubmitted?.({ formId, leadId: receipt.leadId });
    } catch (error) {
      const apiError = error instanceof ApiRequestError ? error : undefined;
      setState({
        status: 'failure',
        message:
          (apiError && contract?.submissionFailureMessage(apiError.status)) || GENERIC_SUBMISSION_FAILURE,
        fieldErrors: apiError?.status === 422 ? apiError.fields : {},
      });
      callbacks.onError?.({
        formId,
        code: apiError?.code ?? 'unexpected_error',
        status: apiError?.status ?? 0,
        message: apiError?.message ?? String(error),
      });
    } finally {
      inFlight.current = false;
    }
  }

  return { state, submit };
}
