import { type ParsedMail, simpleParser } from 'mailparser';

/**
 * What a report received at a bounce address says, read from its RFC 3464 delivery status
 * (multipart/report; report-type=delivery-status) or RFC 5965 ARF complaint
 * (multipart/report; report-type=feedback-report). Anything else is `unreadable`.
 */
export type BounceReport =
  | {
      kind: 'hard_bounce' | 'soft_bounce';
      /** Final-Recipient (or Original-Recipient) of the failed delivery, when given. */
      recipient?: string;
      /** e.g. "550 5.1.1 user unknown": the Diagnostic-Code's text, else the Status. */
      detail: string;
    }
  | {
      kind: 'complaint';
      /** Original-Rcpt-To, when the feedback provider did not redact it. */
      recipient?: string;
      detail: string;
    }
  | { kind: 'not_a_failure'; why: string }
  | { kind: 'unreadable'; why: string };

/** `Name: value` fields of one RFC 822-style block, names lower-cased, folded lines joined. */
type Fields = Map<string, string>;

/** The blocks of a message/delivery-status or message/feedback-report body (blank lines separate them). */
function fieldBlocks(text: string): Fields[] {
  const unfolded = text.replace(/\r\n/g, '\n').replace(/\n[ \t]+/g, ' ');
  return unfolded
    .split(/\n\s*\n/)
    .map((block) => {
      const fields: Fields = new Map();
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':');
        if (colon <= 0) continue;
        const name = line.slice(0, colon).trim().toLowerCase();
        if (!fields.has(name)) fields.set(name, line.slice(colon + 1).trim());
      }
      return fields;
    })
    .filter((fields) => fields.size > 0);
}

/** A short, single-line, printable version of text a remote server wrote (it is shown to people). */
export function shortDetail(text: string): string {
  const line = text
    .replace(/[^\x20-\x7e]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/** `rfc822; someone@example.com` -> `someone@example.com`. */
function addressOf(typed: string | undefined): string | undefined {
  if (!typed) return undefined;
  const value = typed.includes(';') ? typed.slice(typed.indexOf(';') + 1) : typed;
  const address = value.trim().replace(/^<|>$/g, '');
  return address.includes('@') ? address : undefined;
}

function reportPart(parsed: ParsedMail, contentType: string): string | undefined {
  const part = parsed.attachments.find((attachment) => attachment.contentType.toLowerCase() === contentType);
  return part?.content.toString('utf8');
}

function readDeliveryStatus(parsed: ParsedMail): BounceReport {
  const body = reportPart(parsed, 'message/delivery-status');
  if (!body) return { kind: 'unreadable', why: 'no message/delivery-status part' };
  // The first block is about the message, the others each about one recipient.
  const recipients = fieldBlocks(body).filter(
    (fields) => fields.has('action') || fields.has('final-recipient'),
  );
  const failed =
    recipients.find((fields) => fields.get('action')?.toLowerCase() === 'failed') ??
    recipients.find((fields) => fields.get('action')?.toLowerCase() === 'delayed');
  if (!failed) {
    return recipients.length === 0
      ? { kind: 'unreadable', why: 'no per-recipient fields' }
      : { kind: 'not_a_failure', why: `action ${recipients[0].get('action') ?? 'missing'}` };
  }
  const action = failed.get('action')?.toLowerCase();
  const status = /^([245])\.\d{1,3}\.\d{1,3}/.exec(failed.get('status') ?? '');
  if (!status) return { kind: 'unreadable', why: 'no valid Status field' };
  const diagnostic = failed.get('diagnostic-code');
  const detail = shortDetail(
    diagnostic ? diagnostic.replace(/^[a-z0-9-]+\s*;\s*/i, '') : `status ${status[0]}`,
  );
  const recipient = addressOf(failed.get('final-recipient')) ?? addressOf(failed.get('original-recipient'));
  // RFC 3464: a permanent failure (5.x.x) of a failed delivery is hard; a 4.x.x or a delay is soft.
  const hard = action === 'failed' && status[1] === '5';
  if (!hard && status[1] === '2') return { kind: 'not_a_failure', why: `status ${status[0]}` };
  return { kind: hard ? 'hard_bounce' : 'soft_bounce', recipient, detail: detail || `status ${status[0]}` };
}

/** RFC 5965 feedback types that mean "this person does not want this mail". */
const COMPLAINT_TYPES = new Set(['abuse', 'fraud', 'other', 'virus']);

function readFeedbackReport(parsed: ParsedMail): BounceReport {
  const body = reportPart(parsed, 'message/feedback-report');
  if (!body) return { kind: 'unreadable', why: 'no message/feedback-report part' };
  const [fields] = fieldBlocks(body);
  const feedbackType = fields?.get('feedback-type')?.toLowerCase();
  if (!feedbackType) return { kind: 'unreadable', why: 'no Feedback-Type field' };
  if (!COMPLAINT_TYPES.has(feedbackType))
    return { kind: 'not_a_failure', why: `feedback type ${feedbackType}` };
  return {
    kind: 'complaint',
    recipient: addressOf(fields.get('original-rcpt-to')),
    detail: shortDetail(
      `${feedbackType} report from ${fields.get('reporting-mta') ?? fields.get('user-agent') ?? 'a mailbox provider'}`,
    ),
  };
}

/** Reads a report; never throws (a message mailparser cannot read is `unreadable`). */
export async function parseBounceReport(message: Buffer): Promise<BounceReport> {
  let parsed: ParsedMail;
  try {
    parsed = await simpleParser(message, { keepDeliveryStatus: true, skipHtmlToText: true });
  } catch (error) {
    return { kind: 'unreadable', why: `not a mail message: ${(error as Error).message}` };
  }
  const contentType = parsed.headers.get('content-type') as
    | { value?: string; params?: Record<string, string> }
    | undefined;
  if (contentType?.value?.toLowerCase() !== 'multipart/report') {
    return { kind: 'unreadable', why: 'not a multipart/report' };
  }
  const reportType = contentType.params?.['report-type']?.toLowerCase();
  if (reportType === 'delivery-status') return readDeliveryStatus(parsed);
  if (reportType === 'feedback-report') return readFeedbackReport(parsed);
  return { kind: 'unreadable', why: `report type ${reportType ?? 'missing'}` };
}

/** Every `bounce+...@domain` address the raw report mentions (envelope, the original's Return-Path). */
export function bounceAddressesIn(message: Buffer, bounceDomain: string): string[] {
  const domain = bounceDomain.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`bounce\\+[A-Za-z0-9_.-]{1,400}@${domain}`, 'gi');
  return [...new Set(message.toString('latin1').match(pattern) ?? [])];
}
