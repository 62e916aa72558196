/** Detail of the widget's `mrn:submit` event and argument of LeadForm's onSubmitted. */
export interface LeadSubmittedDetail {
  formId: string;
  leadId: string;
}

/** Detail of the widget's `mrn:error` event and argument of LeadForm's onError. */
export interface LeadFormErrorDetail {
  formId: string;
  /** 'form_unavailable' when the form is unknown or disabled; otherwise the API's error code. */
  code: string;
  status: number;
  message: string;
}
