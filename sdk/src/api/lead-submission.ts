import type { RateType } from './current-rates';

export type AlertDirection = 'below' | 'above';

/** The body of POST /api/forms/:id/leads. */
export interface LeadSubmission {
  name: string;
  email: string;
  phone?: string;
  rateType: RateType;
  targetRate: number;
  direction: AlertDirection;
  consent: boolean;
  /** The host page the lead came from; its query string carries the utm_* campaign parameters. */
  pageUrl?: string;
  /** Honeypot: people never see it, so anything typed here marks a bot. */
  website?: string;
}

export interface LeadReceipt {
  leadId: string;
}
