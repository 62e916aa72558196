import { canDefineElements } from './can-define-elements';

/** What an element renders and how it stops; created each time the element is connected. */
export interface ElementController {
  /** Called after connect and after every observed attribute change. */
  update(): void;
  /** Called on disconnect: unmount the UI and release everything the controller holds. */
  unmount(): void;
}

export interface ElementDefinition {
  observedAttributes: readonly string[];
  createController(host: HTMLElement, shadowRoot: ShadowRoot): ElementController;
}

/**
 * Our custom-element wrapper (the "shadow-dom-react" package named in the design does not exist):
 * an open shadow root, a controller per connection, attribute changes forwarded, disconnect
 * unmounts. Defining a tag twice (a script loaded twice, two bundles on one page) is a no-op.
 */
export function defineElement(tagName: string, definition: ElementDefinition): void {
  if (!canDefineElements() || customElements.get(tagName)) return;

  class MrnElement extends HTMLElement {
    static observedAttributes = definition.observedAttributes;
    controller?: ElementController;

    connectedCallback() {
      this.controller = definition.createController(
        this,
        this.shadowRoot ?? this.attachShadow({ mode: 'open' }),
      );
      this.controller.update();
    }

    attributeChangedCallback() {
      this.controller?.update();
    }

    disconnectedCallback() {
      this.controller?.unmount();
      this.controller = undefined;
    }
  }

  customElements.define(tagName, MrnElement);
}
