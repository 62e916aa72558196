/**
 * Page changes made by the islands, in one place so unit tests can watch them (jsdom cannot
 * navigate).
 */
export function goTo(path: string): void {
  window.location.assign(path);
}

/** Leaves a page the visitor must not come back to with Back (a signed-out dashboard). */
export function replaceWith(path: string): void {
  window.location.replace(path);
}

/** The current query parameter `name`, or null (also during the build, where there is no window). */
export function queryParameter(name: string): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get(name);
}
