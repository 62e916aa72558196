import { trackEvent } from '../analytics/client.ts';
import { hashId } from '../shell/scroll-to-section.ts';
import { showErrorToast, showToast } from '../toast.ts';
import { ALL_CATEGORIES, filterGlossary, type GlossarySort, highlightParts } from './glossary-filter.ts';

/** Spec §9: hash scroll after 100 ms, highlight for 2000 ms, back-to-top after 500 px. */
export const GLOSSARY_HASH_DELAY_MS = 100;
export const GLOSSARY_HIGHLIGHT_MS = 2000;
export const BACK_TO_TOP_THRESHOLD_PX = 500;
const SEARCH_TRACK_DELAY_MS = 1000;

interface CardEntry {
  element: HTMLElement;
  term: string;
  definition: string;
  category: string;
  termElement: HTMLElement;
  definitionElement: HTMLElement;
}

function renderHighlighted(target: HTMLElement, text: string, search: string): void {
  const nodes = highlightParts(text, search).map((part) => {
    if (!part.match) return document.createTextNode(part.text);
    const mark = document.createElement('mark');
    mark.textContent = part.text;
    return mark;
  });
  target.replaceChildren(...nodes);
}

function highlightCard(id: string): void {
  const card = document.getElementById(id);
  if (!card?.matches('[data-glossary-card]')) return;
  card.scrollIntoView({ behavior: 'smooth', block: 'start' });
  card.classList.add('glossary-card--highlighted');
  setTimeout(() => card.classList.remove('glossary-card--highlighted'), GLOSSARY_HIGHLIGHT_MS);
}

/** Progressive enhancement of the server-rendered glossary list. */
export function setUpGlossary(): void {
  const form = document.querySelector<HTMLFormElement>('[data-glossary-controls]');
  const list = document.querySelector<HTMLElement>('[data-glossary-list]');
  const count = document.querySelector<HTMLElement>('[data-glossary-count]');
  const empty = document.querySelector<HTMLElement>('[data-glossary-empty]');
  if (!form || !list || !count || !empty) return;
  const search = form.elements.namedItem('search') as HTMLInputElement;
  const category = form.elements.namedItem('category') as HTMLSelectElement;
  const sort = form.elements.namedItem('sort') as HTMLSelectElement;

  const entries: CardEntry[] = [...list.querySelectorAll<HTMLElement>('[data-glossary-card]')].map(
    (element) => {
      const termElement = element.querySelector<HTMLElement>('[data-glossary-term]')!;
      const definitionElement = element.querySelector<HTMLElement>('[data-glossary-definition]')!;
      return {
        element,
        term: termElement.textContent ?? '',
        definition: definitionElement.textContent ?? '',
        category: element.dataset.category ?? '',
        termElement,
        definitionElement,
      };
    },
  );

  let searchTrackTimer: ReturnType<typeof setTimeout> | undefined;
  const update = () => {
    const query = { search: search.value, category: category.value, sort: sort.value as GlossarySort };
    const visible = filterGlossary(entries, query);
    const shown = new Set(visible);
    for (const entry of entries) {
      entry.element.hidden = !shown.has(entry);
      renderHighlighted(entry.termElement, entry.term, query.search);
      renderHighlighted(entry.definitionElement, entry.definition, query.search);
    }
    list.append(...visible.map((entry) => entry.element));
    count.textContent = `Showing ${visible.length} of ${entries.length} terms`;
    empty.hidden = visible.length > 0;
    clearTimeout(searchTrackTimer);
    if (query.search.trim()) {
      searchTrackTimer = setTimeout(
        () =>
          trackEvent('Search Performed', {
            query: query.search.trim(),
            results: visible.length,
            page: 'glossary',
          }),
        SEARCH_TRACK_DELAY_MS,
      );
    }
  };

  form.addEventListener('input', update);
  form.addEventListener('change', update);
  form.addEventListener('submit', (event) => event.preventDefault());
  document.querySelector('[data-glossary-clear]')?.addEventListener('click', () => {
    search.value = '';
    category.value = ALL_CATEGORIES;
    sort.value = 'term';
    update();
    search.focus();
  });

  list.addEventListener('click', async (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[data-copy-link]') : null;
    if (!button) return;
    const url = `${window.location.origin}/glossary#${button.dataset.copyLink}`;
    try {
      await navigator.clipboard.writeText(url);
      showToast({ title: 'Link copied!', description: 'The anchor link has been copied to your clipboard.' });
    } catch (error) {
      console.warn('Clipboard write failed', error);
      showErrorToast('Copy failed', 'Unable to copy link to clipboard. Please try again.');
    }
  });

  const backToTop = document.querySelector<HTMLButtonElement>('[data-back-to-top]');
  if (backToTop) {
    const toggleBackToTop = () => {
      backToTop.hidden = window.scrollY <= BACK_TO_TOP_THRESHOLD_PX;
    };
    window.addEventListener('scroll', toggleBackToTop, { passive: true });
    backToTop.addEventListener('click', () => {
      window.scrollTo({ top: 0, behavior: 'smooth' });
      search.focus({ preventScroll: true });
    });
    toggleBackToTop();
  }

  const followHash = () => {
    const id = hashId();
    if (id) setTimeout(() => highlightCard(id), GLOSSARY_HASH_DELAY_MS);
  };
  window.addEventListener('hashchange', followHash);
  followHash();
}
