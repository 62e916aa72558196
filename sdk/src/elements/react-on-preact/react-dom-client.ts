import { type ComponentChild, render } from 'preact';

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
