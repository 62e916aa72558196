import type { ComposedMail } from './composed-mail.ts';

/** A composed mail plus the envelope decided at send time. */
export interface OutgoingMail extends ComposedMail {
  from: string;
  /** Deterministic per outbox row (`<outbox-42@host>`), so a receiver can drop a rare duplicate. */
  messageId: string;
  /**
   * The envelope sender (SMTP MAIL FROM, the Return-Path receivers record): the outbox row's bounce
   * address (bounces/bounce-address.ts) when bounces are configured; else From's address.
   */
  envelopeFrom?: string;
}
