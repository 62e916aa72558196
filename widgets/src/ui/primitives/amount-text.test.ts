import { parseAmount } from '@mrn/sdk/finance/parse-amount';
import { describe, expect, it } from 'vitest';
import { bareAmount, editAmount, groupedAmount, steppedAmount } from './amount-text';

/** An edit written with "|" for the caret: `edit('400,000', '400,0005|')` is a 5 typed at the end. */
function edit(shown: string, typedWithCaret: string, inputType?: string) {
  const caret = typedWithCaret.indexOf('|');
  const next = editAmount(shown, typedWithCaret.replace('|', ''), caret, inputType);
  return (
    next && { shown: `${next.text.slice(0, next.caret)}|${next.text.slice(next.caret)}`, value: next.value }
  );
}

describe('groupedAmount', () => {
  it.each([
    ['400000', '400,000'],
    ['1234567.891', '1,234,567.891'],
    ['-1500', '-1,500'],
    ['999', '999'],
    ['6.5', '6.5'],
    ['6.', '6.'],
    ['.5', '.5'],
    ['-', '-'],
    ['', ''],
    ['123456789012345678901', '123,456,789,012,345,678,901'],
    ['$400,000', '400,000'],
    ['1e12', '1e12'],
    ['12abc', '12abc'],
    ['00012', '12'],
    ['0.5', '0.5'],
    ['2027-01-01', '2027-01-01'],
  ])('%j shows as %j', (value, shown) => {
    expect(groupedAmount(value)).toBe(shown);
  });

  it('never changes the number parseAmount reads', () => {
    for (const value of ['400000', '1234567.891', '-1500', '6.5', '.5', '0.001', '100000000']) {
      expect(parseAmount(groupedAmount(value))).toBe(parseAmount(value));
    }
  });
});

describe('bareAmount', () => {
  it('takes the separators out of a plain number and refuses anything else', () => {
    expect(bareAmount('$ 400,000.50')).toBe('400000.50');
    expect(bareAmount('-1,500')).toBe('-1500');
    expect(bareAmount('1e5')).toBeNull();
    expect(bareAmount('6.5.2')).toBeNull();
    expect(bareAmount('5-')).toBeNull();
  });
});

describe('editAmount', () => {
  it('groups as digits are typed, the caret staying at the end', () => {
    expect(edit('', '4|')).toEqual({ shown: '4|', value: '4' });
    expect(edit('4,000', '4,0000|')).toEqual({ shown: '40,000|', value: '40000' });
    expect(edit('40,000', '40,0000|')).toEqual({ shown: '400,000|', value: '400000' });
  });

  it('keeps the caret after the same digit when typing or deleting in the middle', () => {
    expect(edit('400,000', '45|00,000')).toEqual({ shown: '4,5|00,000', value: '4500000' });
    expect(edit('4,500,000', '4,|00,000', 'deleteContentBackward')).toEqual({
      shown: '4|00,000',
      value: '400000',
    });
    expect(edit('1,234', '1,2|34')).toEqual({ shown: '1,2|34', value: '1234' });
    expect(edit('1,234', '1,2|4', 'deleteContentForward')).toEqual({ shown: '12|4', value: '124' });
  });

  it('Backspace just after a comma deletes the digit before it; Delete just before one, the digit after', () => {
    expect(edit('400,000', '400|000', 'deleteContentBackward')).toEqual({ shown: '40|,000', value: '40000' });
    expect(edit('400,000', '400|000', 'deleteContentForward')).toEqual({ shown: '40,0|00', value: '40000' });
    // Text set all at once (no InputEvent type, or an insertion) is taken as it is.
    expect(edit('400,000', '400000|')).toEqual({ shown: '400,000|', value: '400000' });
    expect(edit('400,000', '400000|', 'insertText')).toEqual({ shown: '400,000|', value: '400000' });
  });

  it('reads a pasted amount with "$", commas and spaces as its bare number', () => {
    expect(edit('', '$400,000|', 'insertFromPaste')).toEqual({ shown: '400,000|', value: '400000' });
    expect(edit('', ' 1 250 000.75 |', 'insertFromPaste')).toEqual({
      shown: '1,250,000.75|',
      value: '1250000.75',
    });
    expect(edit('12', '1$3,000|2', 'insertFromPaste')).toEqual({ shown: '130,00|2', value: '130002' });
  });

  it('ignores a typed comma, keeping the caret where it was', () => {
    expect(edit('4,000', '4,,|000')).toEqual({ shown: '4|,000', value: '4000' });
  });

  it('keeps a decimal point while it is typed and never groups the decimals', () => {
    expect(edit('6', '6.|')).toEqual({ shown: '6.|', value: '6.' });
    expect(edit('6.', '6.5|')).toEqual({ shown: '6.5|', value: '6.5' });
    expect(edit('1,234', '1,234.5678|')).toEqual({ shown: '1,234.5678|', value: '1234.5678' });
    expect(edit('', '.|')).toEqual({ shown: '.|', value: '.' });
  });

  it('groups negative numbers after their sign', () => {
    expect(edit('', '-|')).toEqual({ shown: '-|', value: '-' });
    expect(edit('-150', '-1500|')).toEqual({ shown: '-1,500|', value: '-1500' });
    expect(edit('-1,500', '|1,500', 'deleteContentBackward')).toEqual({ shown: '|1,500', value: '1500' });
    expect(edit('1,500', '-|1,500')).toEqual({ shown: '-|1,500', value: '-1500' });
  });

  it('clears to empty', () => {
    expect(edit('400,000', '|', 'deleteContentBackward')).toEqual({ shown: '|', value: '' });
  });

  it('leaves text that is not a plain number as typed (the bounds judge it)', () => {
    expect(edit('1', '1e12|')).toEqual({ shown: '1e12|', value: '1e12' });
    expect(edit('6.5', '6.5.|')).toEqual({ shown: '6.5.|', value: '6.5.' });
  });

  it('refuses what a number input refused: letters, "%" and other symbols never enter the field', () => {
    expect(edit('', 'abc|')).toEqual({ shown: '|', value: '' });
    expect(edit('6.5', '6.5%|')).toEqual({ shown: '6.5|', value: '6.5' });
    expect(edit('30', '30 yrs|')).toEqual({ shown: '30|', value: '30' });
    expect(edit('400,000', '40x|0,000')).toEqual({ shown: '40|0,000', value: '400000' });
    expect(edit('', '12abc|')).toEqual({ shown: '12|', value: '12' });
  });

  it('drops leading zeros, keeping the caret on its digit', () => {
    expect(edit('', '00012|')).toEqual({ shown: '12|', value: '12' });
    expect(edit('400,000', '|00,000', 'deleteContentBackward')).toEqual({ shown: '|0', value: '0' });
    expect(edit('0', '0.|')).toEqual({ shown: '0.|', value: '0.' });
    expect(edit('', '-007|')).toEqual({ shown: '-7|', value: '-7' });
  });
});

describe('steppedAmount', () => {
  it('moves to the next multiple of the step, as a number input did', () => {
    expect(steppedAmount('6.5', 1, 0.01)).toBe('6.51');
    expect(steppedAmount('6.51', -1, 0.01)).toBe('6.5');
    expect(steppedAmount('6.125', 1, 0.01)).toBe('6.13');
    expect(steppedAmount('6.125', -1, 0.01)).toBe('6.12');
    expect(steppedAmount('20', 1, 0.1)).toBe('20.1');
    expect(steppedAmount('400000', 1)).toBe('400001');
    expect(steppedAmount('', 1)).toBe('1');
  });

  it('stays within min and max, and leaves text that is not a number alone', () => {
    expect(steppedAmount('1', -1, 1, 1)).toBe('1');
    expect(steppedAmount('50', 1, 1, 1, 50)).toBe('50');
    expect(steppedAmount('1e400', 1)).toBeNull();
    expect(steppedAmount('abc', 1)).toBeNull();
  });
});
