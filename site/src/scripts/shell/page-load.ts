import { hashId, scrollToSection } from './scroll-to-section.ts';

/** The shell scrolls to the top on load; a hash on the home page scrolls to its section after 500 ms. */
export function scrollOnLoad(options: {
  hashDelayMs: number;
  hashOffsetPx: number;
  handleHash: boolean;
}): void {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  const id = hashId();
  if (!id || !options.handleHash) {
    if (!id) window.scrollTo(0, 0);
    return;
  }
  window.scrollTo(0, 0);
  setTimeout(() => scrollToSection(id, options.hashOffsetPx), options.hashDelayMs);
}
