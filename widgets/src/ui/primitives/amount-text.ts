/**
 * The text of an amount field (money, percent, years) as a person sees it: a plain decimal number
 * with thousands separators in its whole part ("400,000", "-1,500.5", "6.5"). The field hands on
 * the bare number ("400000"), so the calculator, the share link and the element attributes never
 * see a separator; parseAmount would read either.
 *
 * Typing keeps what a number input accepted (digits, point, sign, exponent): letters, "%" and other
 * symbols never enter the field. Text that is still not a plain decimal number ("1e12", "6.5.2") is
 * shown and handed on as typed, so the finance module judges it as before (spec §5: unreadable text
 * counts as 0 or the default; the bounds refuse what is out of range).
 */

import { groupThousands } from '@mrn/sdk/finance/group-thousands';

/** What a person may type or paste around the digits without changing the number: "$400,000". */
const SEPARATORS = /[\s,$]/g;
/** A decimal number, possibly still being typed: "", "-", "6.", ".5", "-1500.25". */
const PLAIN_NUMBER = /^-?\d*\.?\d*$/;
/** What a number input would not let anyone type: everything but digits, point, signs, exponent and separators. */
const NOT_NUMBER_TEXT = /[^\d.+\-eE\s,$]/g;

/** The bare number in `text` without its separators, or null when `text` is not a plain number. */
export function bareAmount(text: string): string | null {
  const bare = text.replace(SEPARATORS, '');
  return PLAIN_NUMBER.test(bare) ? bare : null;
}

/** The text a field shows for a held value: "400000" -> "400,000"; anything else as it is. */
export function groupedAmount(value: string): string {
  const bare = bareAmount(value);
  if (bare === null) return value;
  const point = bare.indexOf('.');
  const whole = withoutLeadingZeros(point < 0 ? bare : bare.slice(0, point));
  return groupThousands(whole) + (point < 0 ? '' : bare.slice(point));
}

/** "00012" -> "12" and "-007" -> "-7", but "0", "0.5" and "-0" stay: a zero before the point is kept. */
function withoutLeadingZeros(whole: string): string {
  return whole.replace(/^(-?)0+(?=\d)/, '$1');
}

export interface AmountEdit {
  /** What the field now shows. */
  text: string;
  /** What the field hands on: the bare number. */
  value: string;
  /** Where the caret goes in `text`. */
  caret: number;
}

/**
 * The field after an edit: `shown` is the text before it, `typed` the input's text after it with
 * the caret at `caret`, `inputType` the InputEvent's (when the browser says). Characters a number
 * input would refuse are dropped; text that is still not a plain number is kept as it stands.
 *
 * Caret rule: the caret stays after the same number of digits (and sign or point) as in `typed`,
 * so separators appearing or going before it never move it across a digit. Deleting a separator
 * alone (Backspace just after a comma, Delete just before it) deletes the digit beyond it instead,
 * as people expect, rather than doing nothing.
 */
export function editAmount(shown: string, typed: string, caret: number, inputType?: string): AmountEdit {
  const edit = numberText(separatorDeletion(shown, typed, caret, inputType) ?? { typed, caret });
  const bare = bareAmount(edit.typed);
  if (bare === null) return { text: edit.typed, value: edit.typed, caret: edit.caret };
  const whole = bare.split('.')[0];
  const zerosDropped = whole.length - withoutLeadingZeros(whole).length;
  const value = withoutLeadingZeros(whole) + bare.slice(whole.length);
  const text = groupedAmount(value);
  // The caret goes after as many digits (sign, point) as were before it, less leading zeros dropped.
  const typedBefore = edit.typed.slice(0, edit.caret).replace(SEPARATORS, '').length;
  let digitsBefore = Math.max(typedBefore - zerosDropped, 0);
  let position = 0;
  while (digitsBefore > 0 && position < text.length) {
    if (text[position] !== ',') digitsBefore--;
    position++;
  }
  return { text, value, caret: position };
}

/** The edit without what a number input would refuse, the caret moved back past what went before it. */
function numberText(edit: { typed: string; caret: number }) {
  const refusedBefore = edit.typed.slice(0, edit.caret).match(NOT_NUMBER_TEXT)?.length ?? 0;
  return { typed: edit.typed.replace(NOT_NUMBER_TEXT, ''), caret: edit.caret - refusedBefore };
}

/** A Backspace or Delete that took only a separator away, made to take the digit beyond it too. */
function separatorDeletion(shown: string, typed: string, caret: number, inputType?: string) {
  if (!inputType?.startsWith('deleteContent') || shown[caret] !== ',') return null;
  if (typed !== shown.slice(0, caret) + shown.slice(caret + 1)) return null;
  return inputType === 'deleteContentBackward'
    ? { typed: shown.slice(0, caret - 1) + shown.slice(caret + 1), caret: caret - 1 }
    : { typed: shown.slice(0, caret) + shown.slice(caret + 2), caret };
}

/**
 * ArrowUp/ArrowDown in an amount field, as a number input did: the next multiple of `step` above
 * (or below) the value, within `min` and `max` when given. Empty counts as 0; null when the text is
 * not a number (nothing to step).
 */
export function steppedAmount(
  value: string,
  direction: 1 | -1,
  step = 1,
  min?: number,
  max?: number,
): string | null {
  const bare = bareAmount(value);
  const current = bare === '' ? 0 : Number(bare);
  if (bare === null || !Number.isFinite(current)) return null;
  // 1e-9 absorbs float noise (6.51 / 0.01 = 650.9999...), so an on-step value moves a full step.
  const steps = direction > 0 ? Math.floor(current / step + 1e-9) + 1 : Math.ceil(current / step - 1e-9) - 1;
  const decimals = String(step).split('.')[1]?.length ?? 0;
  let next = Number((steps * step).toFixed(decimals));
  if (min !== undefined && next < min) next = min;
  if (max !== undefined && next > max) next = max;
  return String(next);
}
