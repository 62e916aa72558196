/** The topics offered by the contact form (spec §9). */
export const CONTACT_TOPICS = [
  'General Question',
  'Technical Support',
  'Billing Issue',
  'Feedback',
  'Other',
] as const;

export type ContactTopic = (typeof CONTACT_TOPICS)[number];
