import { ApiRequestError } from '../../api';

const MESSAGES: Record<number, string> = {
  0: 'We could not reach the server. Check your connection and try again.',
  404: 'This form is no longer accepting requests.',
  422: 'Please correct the highlighted fields and try again.',
  429: 'Too many attempts. Please wait a minute and try again.',
};

/** The sentence shown under the form when sending failed; the visitor's inputs are kept. */
export function submissionFailureMessage(error: unknown): string {
  return (
    (error instanceof ApiRequestError && MESSAGES[error.status]) ||
    'Sorry, we could not send your request. Please try again.'
  );
}
