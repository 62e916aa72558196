import type { RefObject } from 'react';

/**
 * After a refused submit, focus the form's first field marked invalid. On the next frame: the
 * render the refusal causes is what marks the fields (aria-invalid) and shows their messages.
 */
export function focusFirstInvalidField(form: RefObject<HTMLFormElement | null>): void {
  requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
