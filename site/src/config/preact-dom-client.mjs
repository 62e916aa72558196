// `react-dom/client` in the browser build (preact-in-the-browser.mjs). Islands are rendered over
// the server's markup with Preact's render(), not hydrate(): hydrate keeps every attribute the
// server wrote, and React's useId spells ids differently from Preact's, so a label or an
// aria-describedby written after hydration would point at an id the page does not have. render()
// reuses the same DOM nodes (nothing is recreated, focus stays) and corrects their attributes and
// text to what the browser renders.
import 'preact/compat';
import { render } from 'preact';

/** @param {Element} container */
export function createRoot(container) {
  return {
    /** @param {import('preact').ComponentChild} children */
    render: (children) => render(children, container),
    unmount: () => render(null, container),
  };
}

/**
 * @param {Element} container
 * @param {import('preact').ComponentChild} children
 */
export function hydrateRoot(container, children) {
  const root = createRoot(container);
  root.render(children);
  return root;
}
