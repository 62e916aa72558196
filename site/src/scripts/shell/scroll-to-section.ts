/** Smoothly scrolls so the element with `id` sits `offsetPx` below the top of the viewport. */
export function scrollToSection(id: string, offsetPx = 20): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - offsetPx;
  window.scrollTo({ top, behavior: 'smooth' });
  return true;
}

/** Decodes the URL hash into an element id ('' when none). */
export function hashId(hash: string = window.location.hash): string {
  if (!hash || hash === '#') return '';
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
