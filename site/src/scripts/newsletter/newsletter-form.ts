import { trackEvent } from '../analytics/client.ts';
import { withBusySubmitButton } from '../forms/busy-submit-button.ts';
import { showErrorToast, showToast } from '../toast.ts';

/** Footer newsletter form: idle -> submitting -> idle, with the toasts of spec §8 (success asks to confirm, issue 28). */
export function setUpNewsletterForm(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[type="email"]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!input || !button) return;

  const showEmailRequired = () =>
    showErrorToast('Email Required', 'Please enter your email address to subscribe.');

  // The field is `required`, so the browser blocks an empty submit; say why in the toast too.
  input.addEventListener('invalid', () => {
    if (input.validity.valueMissing) showEmailRequired();
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const email = input.value.trim();
    if (!email) {
      showEmailRequired();
      return;
    }
    await withBusySubmitButton(button, 'Subscribing...', async () => {
      try {
        const response = await fetch(form.action, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ email }),
        });
        if (!response.ok) throw new Error(`Newsletter subscribe answered ${response.status}`);
        input.value = '';
        trackEvent('Newsletter Signup', { location: 'footer' });
        // Double opt-in: nothing is sent until the mailed button is pressed, so say that, not "subscribed".
        showToast({
          title: 'Check your inbox',
          description: 'Press the button in the mail we just sent you to confirm your subscription.',
        });
      } catch (error) {
        console.error('Newsletter subscription failed', error);
        showErrorToast(
          'Subscription Failed',
          'There was an error subscribing to the newsletter. Please try again.',
        );
      }
    });
  });
}
