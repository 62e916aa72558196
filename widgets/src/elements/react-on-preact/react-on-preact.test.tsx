import { afterEach, describe, expect, it } from 'vitest';
import { createElement, useState } from './react';
import { createRoot } from './react-dom-client';

// Preact re-renders in a microtask; a macrotask later the DOM is up to date.
const settle = () => new Promise((resolve) => setTimeout(resolve));

const container = document.createElement('div');
afterEach(() => {
  createRoot(container).unmount();
  container.remove();
});

function Echo({ type }: { type: string }) {
  const [value, setValue] = useState('');
  const [checked, setChecked] = useState(false);
  return createElement(
    'div',
    null,
    createElement('input', {
      type,
      value,
      onChange: (event: Event) => setValue((event.currentTarget as HTMLInputElement).value),
    }),
    createElement('input', {
      type: 'checkbox',
      checked,
      onChange: (event: Event) => setChecked((event.currentTarget as HTMLInputElement).checked),
    }),
    createElement('output', null, `${value}|${checked}`),
  );
}

describe('the React API over Preact core (widget scripts)', () => {
  it.each(['text', 'email', 'number'])('fires onChange of a %s input on every keystroke', async (type) => {
    document.body.append(container);
    createRoot(container).render(createElement(Echo, { type }));
    await settle();
    const input = container.querySelector<HTMLInputElement>(`input[type="${type}"]`);
    if (!input) throw new Error('input not rendered');
    input.value = '5';
    // Only the `input` event: no blur, so no native `change`, as while typing.
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    expect(container.querySelector('output')?.textContent).toBe('5|false');
  });

  it('fires onChange of a checkbox on its change event, and unmount empties the container', async () => {
    document.body.append(container);
    const root = createRoot(container);
    root.render(createElement(Echo, { type: 'text' }));
    await settle();
    container.querySelector<HTMLInputElement>('input[type="checkbox"]')?.click();
    await settle();
    expect(container.querySelector('output')?.textContent).toBe('|true');
    root.unmount();
    expect(container.childNodes).toHaveLength(0);
  });
});
