// The widgets render the calculators with Preact (react aliased to preact/compat, this project):
// the same caret rules must hold there, where onChange is the input event and renders are deferred.
import { fireEvent, getByLabelText, getByTestId } from '@testing-library/dom';
import { render } from 'preact';
import { useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { AmountField } from './AmountField';

let container: HTMLElement | undefined;

function HeldField() {
  const [value, setValue] = useState('400000');
  return (
    <>
      <AmountField label="Home Price" unit="dollars" value={value} onChange={setValue} />
      <output data-testid="held">{value}</output>
    </>
  );
}

function mount() {
  container = document.createElement('div');
  document.body.append(container);
  const root = container;
  act(() => render(<HeldField />, root));
  const input = getByLabelText(root, 'Home Price') as HTMLInputElement;
  input.focus();
  return { input, held: () => getByTestId(root, 'held').textContent };
}

/** What the browser does on a keystroke: new text, the caret after it, then the input event. */
function typeAt(input: HTMLInputElement, text: string, caret: number, inputType: string) {
  act(() => {
    input.value = text;
    input.setSelectionRange(caret, caret);
    fireEvent.input(input, { inputType });
  });
}

afterEach(() => {
  if (!container) return;
  const mounted = container;
  act(() => render(null, mounted));
  mounted.remove();
  container = undefined;
});

describe('AmountField under Preact', () => {
  it('groups thousands and keeps the caret after the typed digit', () => {
    const { input, held } = mount();
    expect(input).toHaveValue('400,000');
    typeAt(input, '4500,000', 2, 'insertText');
    expect(input).toHaveValue('4,500,000');
    expect(input.selectionStart).toBe(3);
    expect(held()).toBe('4500000');
  });

  it('Backspace after a comma deletes the digit before it', () => {
    const { input, held } = mount();
    typeAt(input, '400000', 3, 'deleteContentBackward');
    expect(input).toHaveValue('40,000');
    expect(input.selectionStart).toBe(2);
    expect(held()).toBe('40000');
  });

  it('a pasted "$400,000" is held as 400000', () => {
    const { input, held } = mount();
    typeAt(input, '$1,250,000', 10, 'insertFromPaste');
    expect(input).toHaveValue('1,250,000');
    expect(input.selectionStart).toBe(9);
    expect(held()).toBe('1250000');
  });
});
