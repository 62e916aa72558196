import { useEffect, useRef, useState } from 'react';
import { goTo } from './navigation.ts';

/**
 * Where a click would take the browser away from this page, or null when it stays (a new tab, a
 * download, a modified click, a link to a place on this page, mailto: and the like) or another
 * handler already took it. Read from the composed path, so links inside a shadow root count too.
 */
export function leavingLinkHref(event: MouseEvent, here: Location = window.location): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event
    .composedPath()
    .find(
      (target): target is HTMLAnchorElement =>
        target instanceof HTMLAnchorElement && target.hasAttribute('href'),
    );
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, here.href);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const samePage = url.origin === here.origin && url.pathname === here.pathname && url.search === here.search;
  if (samePage && url.hash) return null;
  return url.href;
}

/**
 * Keeps unsaved work from being lost: while `unsaved`, closing or reloading the tab asks through the
 * browser's own prompt (beforeunload), and a link clicked on the page waits in `pendingHref` for the
 * page's confirm step: `leave` follows it, `stay` keeps the page. Nothing is asked once saved.
 */
export function useLeaveGuard(unsaved: boolean) {
  const [pendingHref, setPendingHref] = useState<string | null>(null);
  const leaving = useRef(false);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Browsers before the preventDefault() form of the prompt look for a returnValue.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const href = leavingLinkHref(event);
      if (!href) return;
      event.preventDefault();
      setPendingHref(href);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [unsaved]);

  return {
    pendingHref,
    stay: () => setPendingHref(null),
    leave: () => {
      if (!pendingHref) return;
      leaving.current = true;
      goTo(pendingHref);
    },
  };
}
