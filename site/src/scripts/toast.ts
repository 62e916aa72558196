/** The site's toast: one visible at a time, dismissed after 3000 ms (spec §9). */
export const TOAST_DURATION_MS = 3000;

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

let dismissTimer: ReturnType<typeof setTimeout> | undefined;

function toastRegion(): HTMLElement {
  let region = document.getElementById('toast-region');
  if (!region) {
    region = document.createElement('div');
    region.id = 'toast-region';
    region.className = 'toast-region';
    document.body.append(region);
  }
  return region;
}

export function dismissToast(): void {
  clearTimeout(dismissTimer);
  toastRegion().replaceChildren();
}

/** The destructive variant: something failed or the input needs fixing. */
export function showErrorToast(title: string, description: string): void {
  showToast({ title, description, variant: 'destructive' });
}

/** Shows `message`, replacing any toast already on screen. */
export function showToast(message: ToastMessage): void {
  const region = toastRegion();
  clearTimeout(dismissTimer);
  const toast = document.createElement('div');
  toast.className = 'toast';
  toast.dataset.variant = message.variant ?? 'default';
  // Destructive toasts interrupt (alert); the others are announced politely (status).
  toast.setAttribute('role', message.variant === 'destructive' ? 'alert' : 'status');
  const title = document.createElement('p');
  title.className = 'toast-title';
  title.textContent = message.title;
  toast.append(title);
  if (message.description) {
    const description = document.createElement('p');
    description.className = 'toast-description';
    description.textContent = message.description;
    toast.append(description);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'toast-close';
  close.setAttribute('aria-label', 'Dismiss notification');
  close.textContent = '×';
  close.addEventListener('click', dismissToast);
  toast.append(close);
  region.replaceChildren(toast);
  dismissTimer = setTimeout(dismissToast, TOAST_DURATION_MS);
}
