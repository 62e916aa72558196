// Test-only helpers that drive a rendered calculator the way a visitor does: by label and button.
import { fireEvent, screen, within } from '@testing-library/react';

export function typeInto(label: string | RegExp, text: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
}

/**
 * How far ArrowUp moves a number field (ArrowDown then puts it back): the step a number input's
 * `step` attribute used to give, now that amount fields are text inputs showing separators.
 */
export function arrowStep(input: HTMLElement): number {
  const read = () => Number((input as HTMLInputElement).value.replace(/,/g, ''));
  const before = read();
  fireEvent.keyDown(input, { key: 'ArrowUp' });
  const after = read();
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  return Number((after - before).toFixed(6));
}

export function pressCalculate(): void {
  fireEvent.click(screen.getByRole('button', { name: 'Calculate!' }));
}

/** The live results region of the calculator. */
export function resultsRegion(): HTMLElement {
  return screen.getByRole('status');
}

/** The value shown beside a result label (the <dd> of the line whose <dt> is `label`). */
export function resultValue(label: string | RegExp): string {
  const term = within(resultsRegion()).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

export function expectPrompt(subject: string): void {
  within(resultsRegion()).getByText(`Click "Calculate!" to see ${subject}`);
}
