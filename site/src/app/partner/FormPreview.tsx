import type { PublicFormConfig } from '@mrn/sdk/schemas/form-config';
import { createElement, useEffect, useState } from 'react';

const TAG = 'mrn-lead-form';
const LOADER_MARK = 'data-mrn-preview-loader';

/**
 * Loads the product's own /embed.js once. The script sits in a hidden shadow root: there
 * `document.currentScript` is null and the document has no `script[src$="/embed.js"]`, so embed.js
 * only defines <mrn-lead-form> (API origin: this page's) and does not look for a data-form to
 * mount, which would log "Missing data-form" on the console page.
 */
export function loadEmbedScript(): void {
  if (customElements.get(TAG) || document.querySelector(`[${LOADER_MARK}]`)) return;
  const holder = document.createElement('div');
  holder.hidden = true;
  holder.setAttribute(LOADER_MARK, '');
  const script = document.createElement('script');
  script.src = '/embed.js';
  holder.attachShadow({ mode: 'open' }).append(script);
  document.body.append(holder);
}

interface FormPreviewProps {
  /** The draft as the public config; its maxWidth is applied by the widget as on a partner page. */
  config: PublicFormConfig;
}

/**
 * The live preview: the real widget, <mrn-lead-form> from embed.js, given the draft through its
 * `preview-config` attribute (the element never fetches or submits in preview). Changes reach it
 * after a short pause in typing, so the widget does not re-render on every keystroke.
 */
export default function FormPreview({ config }: FormPreviewProps) {
  const [width, setWidth] = useState<'desktop' | 'mobile'>('desktop');
  const [shown, setShown] = useState(() => JSON.stringify(config));
  const next = JSON.stringify(config);

  useEffect(() => {
    loadEmbedScript();
  }, []);

  useEffect(() => {
    if (next === shown) return;
    const timer = setTimeout(() => setShown(next), 250);
    return () => clearTimeout(timer);
  }, [next, shown]);

  return (
    <section className="card app-panel form-preview" aria-labelledby="form-preview-heading">
      <div className="form-preview-bar">
        <h2 id="form-preview-heading">Live preview</h2>
        <fieldset className="form-preview-widths">
          <legend className="visually-hidden">Preview width</legend>
          {(['desktop', 'mobile'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={`button app-small-button ${width === option ? '' : 'button-secondary'}`.trim()}
              aria-pressed={width === option}
              onClick={() => setWidth(option)}
            >
              {option === 'desktop' ? 'Desktop' : 'Mobile (375 px)'}
            </button>
          ))}
        </fieldset>
      </div>
      <p className="app-field-hint">
        This is your form as visitors see it. In the preview the button sends nothing.
      </p>
      <div className={`form-preview-frame form-preview-${width}`} data-testid="form-preview-frame">
        {createElement(TAG, {
          'form-id': config.id,
          'preview-config': shown,
        })}
      </div>
    </section>
  );
}
