import { showErrorToast, showToast } from '../toast.ts';

/**
 * The header's Sign out (desktop and mobile): ends the session on this device, then the page shows
 * its signed-out header again. On an app page the server decides what comes next (a reload goes to
 * sign-in).
 */
export function setUpSignOut(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-sign-out]')) {
    button.addEventListener('click', async () => {
      button.disabled = true;
      let signedOut = false;
      try {
        const response = await fetch('/api/auth/sign-out', { method: 'POST', credentials: 'same-origin' });
        signedOut = response.ok;
      } catch {
        signedOut = false;
      }
      button.disabled = false;
      if (!signedOut) {
        showErrorToast('Sign-out failed', 'We could not sign you out. Please try again.');
        return;
      }
      if (window.location.pathname === '/app' || window.location.pathname.startsWith('/app/')) {
        window.location.reload();
        return;
      }
      delete document.documentElement.dataset.signedIn;
      showToast({ title: 'Signed out', description: 'You are signed out on this device.' });
      // The button is gone now: keep keyboard focus in the header, on its way back in.
      const signIn = button
        .closest('nav, .topbar')
        ?.querySelector<HTMLAnchorElement>('[data-session="signed-out"] a');
      (signIn ?? document.querySelector<HTMLElement>('.brand'))?.focus();
    });
  }
}
