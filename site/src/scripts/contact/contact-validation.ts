import type { ToastMessage } from '../toast.ts';

export interface ContactFields {
  name: string;
  email: string;
  topic: string;
  message: string;
}

/** Spec §5: no spaces, exactly one at sign, a dot in the domain part. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The toast that blocks sending, or null when the message may be sent. */
export function contactValidationError(fields: ContactFields): ToastMessage | null {
  if (!fields.name.trim() || !fields.email.trim() || !fields.topic || !fields.message.trim()) {
    return {
      title: 'Please fill in all fields',
      description: 'All fields are required to submit the form.',
      variant: 'destructive',
    };
  }
  if (!SIMPLE_EMAIL.test(fields.email.trim())) {
    return {
      title: 'Invalid email address',
      description: 'Please enter a valid email address.',
      variant: 'destructive',
    };
  }
  return null;
}
