import { APP_LINKS } from './site.ts';

/** A menu entry: either a section of the home page or a URL (optionally opened in a new tab). */
export type MenuItem =
  | { label: string; sectionId: string }
  | { label: string; url: string; newTab?: boolean };

export const MENU_ITEMS: readonly MenuItem[] = [
  { label: 'How it works', sectionId: 'how-it-works' },
  { label: 'For Mortgage Pros', sectionId: 'for-mortgage-professionals' },
  { label: 'Pricing', sectionId: 'pricing' },
  { label: 'Freebies', sectionId: 'freebies' },
  { label: 'Blog', url: '/blog' },
  { label: 'Sign In', url: APP_LINKS.signIn, newTab: true },
];

/**
 * What the header and footer offer a signed-in visitor instead of Sign In (issue 28): the dashboard,
 * and the partner console for accounts that run one. They open in a new tab like every app link
 * (spec §1).
 */
export const SIGNED_IN_MENU_ITEMS = [
  { label: 'Dashboard', url: APP_LINKS.root, session: 'signed-in' },
  { label: 'Partner console', url: APP_LINKS.partnerConsole, session: 'partner' },
] as const;

/** A menu entry as the header and footer render it; `session` shows it on that side of sign-in only. */
export interface SessionMenuItem {
  label: string;
  href: string;
  sectionId?: string;
  newTab: boolean;
  session?: 'signed-out' | 'signed-in' | 'partner';
}

/**
 * The header's and the footer's menu for the page at `currentPath`: the spec's items, Sign In for the
 * signed-out side only, then the app's own pages for the signed-in side. The page stays one static
 * file for everyone; BaseLayout's head script marks which side it is on, and CSS shows that side.
 */
export function sessionMenuItems(currentPath: string): SessionMenuItem[] {
  return [
    ...MENU_ITEMS.map((item) => ({
      label: item.label,
      href: menuItemHref(item, currentPath),
      sectionId: 'sectionId' in item ? item.sectionId : undefined,
      newTab: 'newTab' in item && item.newTab === true,
      session: 'url' in item && item.url === APP_LINKS.signIn ? ('signed-out' as const) : undefined,
    })),
    ...SIGNED_IN_MENU_ITEMS.map((item) => ({ ...item, href: item.url, newTab: true })),
  ];
}

/** Footer links to site pages; a link to the page being viewed scrolls to the top instead. */
export const FOOTER_LINKS: readonly { label: string; url: string }[] = [
  { label: 'FAQ', url: '/faq' },
  { label: 'Privacy Policy', url: '/privacy' },
  { label: 'Terms of Service', url: '/terms' },
  { label: 'Contact', url: '/contact' },
  { label: 'Installation Guide', url: '/installation-guide' },
  { label: 'Developers', url: '/developers' },
];

/** Resolves a menu item to an href for the page at `currentPath`. */
export function menuItemHref(item: MenuItem, currentPath: string): string {
  if ('sectionId' in item) return currentPath === '/' ? `#${item.sectionId}` : `/#${item.sectionId}`;
  return item.url;
}
