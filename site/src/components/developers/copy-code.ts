import { showToast } from '../../scripts/toast.ts';

/** How long a button reads "Copied" after a successful copy. */
const COPIED_LABEL_MS = 2000;

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and non-secure origins (http on a LAN address) have no async clipboard.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
}

/** Wires every `[data-copy-code]` button to copy the text of the `<pre>` of its `[data-code]` block. */
export function setUpCopyButtons(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-copy-code]')) {
    if (button.dataset.copyReady === 'true') continue;
    button.dataset.copyReady = 'true';
    button.addEventListener('click', async () => {
      const code = button.closest('[data-code]')?.querySelector('pre')?.textContent ?? '';
      const label = button.querySelector<HTMLElement>('[data-copy-label]');
      try {
        await writeClipboard(code);
        if (label) {
          label.textContent = 'Copied';
          setTimeout(() => {
            label.textContent = 'Copy';
          }, COPIED_LABEL_MS);
        }
        showToast({ title: 'Copied!', description: 'The example is on your clipboard.' });
      } catch {
        showToast({
          title: 'Copy failed',
          description: 'Unable to copy to the clipboard. Select the text and copy it instead.',
          variant: 'destructive',
        });
      }
    });
  }
}
