/** A mail ready for the transport: both parts rendered, headers decided. */
export interface ComposedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Display name for the From header (the address itself stays MAIL_FROM's, so SPF and DKIM hold). */
  fromName?: string;
  replyTo?: string;
  headers?: Record<string, string>;
}
