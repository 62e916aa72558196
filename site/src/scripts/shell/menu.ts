import { trackEvent } from '../analytics/client.ts';
import { scrollToSection } from './scroll-to-section.ts';

/** Mobile menu toggle, section links on the home page, and closing the menu on choice. */
export function setUpMenus(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = document.getElementById('mobile-menu');
  const closeMenu = () => {
    if (!toggle || !menu) return;
    menu.hidden = true;
    toggle.setAttribute('aria-expanded', 'false');
  };
  toggle?.addEventListener('click', () => {
    if (!menu) return;
    const open = menu.hidden;
    menu.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu && !menu.hidden) {
      closeMenu();
      toggle?.focus();
    }
  });
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-menu-item]')) {
    link.addEventListener('click', (event) => {
      trackEvent('Navigation Clicked', { label: link.textContent?.trim() ?? '', href: link.href });
      closeMenu();
      const sectionId = link.dataset.sectionId;
      // On the home page a section link scrolls in place; elsewhere the href is '/#id'.
      if (sectionId && window.location.pathname === '/' && scrollToSection(sectionId)) {
        event.preventDefault();
        history.replaceState(null, '', `#${sectionId}`);
      }
    });
  }
}

/** A footer link to the page being viewed scrolls to the top instead of reloading. */
export function setUpCurrentPageLinks(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-footer-link]')) {
    link.addEventListener('click', (event) => {
      if (link.pathname === window.location.pathname) {
        event.preventDefault();
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }
    });
  }
}

/** Outbound calls to action: analytics only, the link does the navigation. */
export function setUpCallToActionTracking(): void {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-cta]') : null;
    if (target)
      trackEvent('CTA Clicked', { label: target.dataset.cta ?? '', page: window.location.pathname });
  });
}
