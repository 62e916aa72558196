import { useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * "Copy link to these results": puts the calculator's shareable address on the clipboard. If the
 * clipboard refuses (permissions, an old browser), the link is shown selected for copying by hand.
 */
export function ShareLinkButton({ url }: { url: string | null }) {
  const [state, setState] = useState<CopyState>('idle');
  if (url === null) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="share-link no-print">
      <button type="button" className="button button-secondary" onClick={copy} data-share-link>
        Copy link to these results
      </button>
      <p className="share-link-status" role="status">
        {state === 'copied' ? 'Link copied: anyone who opens it sees these inputs and results.' : null}
        {state === 'failed' ? 'Copying was blocked. Select the link below and copy it:' : null}
      </p>
      {state === 'failed' ? (
        <input
          className="share-link-url"
          aria-label="Link to these results"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : null}
    </div>
  );
}
