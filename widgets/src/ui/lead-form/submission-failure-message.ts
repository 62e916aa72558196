const MESSAGES: Record<number, string> = {
  0: 'We could not reach the server. Check your connection and try again.',
  404: 'This form is no longer accepting requests.',
  422: 'Please correct the highlighted fields and try again.',
  429: 'Too many attempts. Please wait a minute and try again.',
};

/** Any other failure, and every failure when the contract chunk could not be loaded. */
export const GENERIC_SUBMISSION_FAILURE = 'Sorry, we could not send your request. Please try again.';

/**
 * The sentence shown under the form when sending failed (by the answer's HTTP status, 0 when there
 * was none); the visitor's inputs are kept.
 */
export function submissionFailureMessage(status: number): string {
  return MESSAGES[status] ?? GENERIC_SUBMISSION_FAILURE;
}
