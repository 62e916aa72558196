import { apiErrorBodySchema } from '@mrn/sdk/schemas/api-error';
import { trackEvent } from '../analytics/client.ts';
import { withBusySubmitButton } from '../forms/busy-submit-button.ts';
import { showErrorToast, showToast } from '../toast.ts';
import {
  type ContactFieldMessages,
  type ContactFieldName,
  contactFieldMessages,
  contactProblemToast,
  contactValidationProblem,
} from './contact-validation.ts';

const FIELD_NAMES: readonly ContactFieldName[] = ['name', 'email', 'topic', 'message'];

/** Contact form (spec §4, §5, §8): field messages with the spec's toasts, multipart POST, success and failure states. */
export function setUpContactForm(form: HTMLFormElement): void {
  // The controls carry the API's field names (Name, Email, ...), so the form also posts without script.
  const field = (name: ContactFieldName) =>
    form.querySelector(`#contact-${name}`) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const endpoint = form.dataset.endpoint ?? '/api/contact';
  // The server's rules (the shared schema) decide, not the browser's: its type="email" check differs
  // and its bubbles cannot sit beside the field. Without this script the browser still checks.
  form.noValidate = true;

  /** Shows each message beside its field (and clears the others); focuses the first field at fault. */
  const showFieldMessages = (messages: ContactFieldMessages) => {
    for (const name of FIELD_NAMES) {
      const control = field(name);
      const error = form.querySelector<HTMLElement>(`[data-field-error="${name}"]`)!;
      const message = messages[name];
      error.textContent = message ?? '';
      error.hidden = !message;
      if (message) {
        control.setAttribute('aria-invalid', 'true');
        control.setAttribute('aria-describedby', error.id);
      } else {
        control.removeAttribute('aria-invalid');
        control.removeAttribute('aria-describedby');
      }
    }
    const first = FIELD_NAMES.find((name) => messages[name]);
    if (first) field(first).focus();
  };

  // A redirect back after a post without script (ours, or a form service's) lands on /contact?success=true.
  const query = new URLSearchParams(window.location.search);
  if (query.get('success') === 'true') {
    showToast({ title: 'Message sent successfully!', description: "We'll get back to you within 24 hours." });
    // The toast says it: the page's own no-script notice goes.
    form.querySelector('#sent')?.remove();
    history.replaceState(null, '', '/contact');
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const fields = {
      name: field('name').value,
      email: field('email').value,
      topic: field('topic').value,
      message: field('message').value,
    };
    const problem = contactValidationProblem(fields);
    showFieldMessages(problem?.fields ?? {});
    if (problem) {
      showToast(problem.toast);
      return;
    }
    const body = new FormData();
    body.append('Name', fields.name.trim());
    body.append('Email', fields.email.trim());
    body.append('Topic', fields.topic);
    body.append('Message', fields.message.trim());
    body.append('Created', new Date().toISOString());

    await withBusySubmitButton(button, 'Sending...', async () => {
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          body,
          headers: { accept: 'application/json' },
        });
        if (response.status === 422) {
          // A rule only the server knows (a length limit): its messages go beside the fields too.
          const answer = apiErrorBodySchema.safeParse(await response.json().catch(() => null));
          const messages = answer.success ? contactFieldMessages(answer.data.error.fields ?? {}) : {};
          if (Object.keys(messages).length > 0) {
            showFieldMessages(messages);
            showToast(contactProblemToast(messages));
            return;
          }
        }
        if (!response.ok) throw new Error(`Contact endpoint answered ${response.status}`);
        form.reset();
        trackEvent('Contact Form Submitted', { topic: fields.topic });
        trackEvent('Form Submitted', { form: 'contact' });
        showToast({
          title: 'Message sent successfully!',
          description: "We'll get back to you as soon as we can.",
        });
      } catch (error) {
        console.error('Contact message failed', error);
        showErrorToast('Error sending message', 'Please try again or contact us directly');
      }
    });
  });
}
