let savedOverflow: string | undefined;

/** Stops the page behind the dialog from scrolling; `unlockScroll` restores what the page had. */
export function lockScroll(): void {
  const { style } = document.documentElement;
  savedOverflow ??= style.overflow;
  style.overflow = 'hidden';
}

export function unlockScroll(): void {
  if (savedOverflow === undefined) return;
  document.documentElement.style.overflow = savedOverflow;
  savedOverflow = undefined;
}
