/**
 * Paths whose header shows no 'All Calculators' / 'All Templates' button: the legal and help pages
 * (spec §2), and /calculators itself, where the button would only link to the page you are on.
 */
const PATHS_WITHOUT_BUTTON = new Set(['/privacy', '/terms', '/contact', '/faq', '/calculators']);

export interface HeaderButton {
  label: string;
  href: string;
}

/** The optional header button of the shared shell (spec §2). */
export function headerButtonFor(path: string): HeaderButton | null {
  if (PATHS_WITHOUT_BUTTON.has(path)) return null;
  // The signed-in app (/app/*) has its own navigation.
  if (path === '/app' || path.startsWith('/app/')) return null;
  if (path.startsWith('/templates/')) return { label: 'All Templates', href: '/templates' };
  return { label: 'All Calculators', href: '/calculators' };
}
