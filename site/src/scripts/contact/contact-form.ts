import { trackEvent } from '../analytics/client.ts';
import { withBusySubmitButton } from '../forms/busy-submit-button.ts';
import { showErrorToast, showToast } from '../toast.ts';
import { contactValidationError } from './contact-validation.ts';

/** Contact form (spec §4, §5, §8): validation toasts, multipart POST, success and failure states. */
export function setUpContactForm(form: HTMLFormElement): void {
  const field = (name: string) =>
    form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const endpoint = form.dataset.endpoint ?? '/api/contact';

  // A redirect back from a form service lands on /contact?success=true.
  const query = new URLSearchParams(window.location.search);
  if (query.get('success') === 'true') {
    showToast({ title: 'Message sent successfully!', description: "We'll get back to you within 24 hours." });
    history.replaceState(null, '', '/contact');
  }

  // Browser-level required flags block an empty submit; explain with the same toast.
  for (const name of ['name', 'email', 'message']) {
    field(name).addEventListener('invalid', () => {
      showErrorToast('Please fill in all fields', 'All fields are required to submit the form.');
    });
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const fields = {
      name: field('name').value,
      email: field('email').value,
      topic: field('topic').value,
      message: field('message').value,
    };
    const problem = contactValidationError(fields);
    if (problem) {
      showToast(problem);
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
