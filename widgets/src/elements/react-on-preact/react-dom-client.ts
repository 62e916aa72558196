import { type ComponentChild, options, render } from 'preact';

export interface Root {
  render(children: ComponentChild): void;
  unmount(): void;
}

/** `react-dom/client`'s createRoot for the widget scripts: Preact renders into the container. */
export function createRoot(container: Element | DocumentFragment): Root {
  return {
    render: (children) => render(children, container),
    unmount: () => render(null, container),
  };
}

/**
 * Effects run right after the render that scheduled them, not after the next paint: the lead form
 * asks for its config from an effect, and waiting for the loading skeleton's first frame cost a
 * throttled phone ~100 ms before the request even started (React flushes such effects early too).
 */
options.requestAnimationFrame = (flush) => queueMicrotask(flush);
