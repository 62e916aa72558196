import { describe, expect, it } from 'vitest';
import { contrastText, contrastWarnings } from './contrast-warnings.ts';

const READABLE = { headerColor: '#5b21b6', buttonColor: '#5b21b6', textColor: '#1f2937' };

describe('contrastWarnings', () => {
  it('says nothing for readable colours (the defaults)', () => {
    expect(contrastWarnings(READABLE)).toEqual({});
  });

  it('warns beside the text colour below 4.5:1 on the white form, with the ratio', () => {
    expect(contrastWarnings({ ...READABLE, textColor: '#999' }).textColor).toBe(
      "Contrast 2.8:1 on the form's white background — below 4.5:1 (WCAG AA); some visitors won't be able to read it.",
    );
    expect(contrastWarnings({ ...READABLE, textColor: '#767676' }).textColor).toBeUndefined();
  });

  it('warns beside the button and header colours whose best text still reads below 4.5:1', () => {
    // Mid-tones: neither white nor near-black reaches AA on them.
    const warnings = contrastWarnings({ ...READABLE, buttonColor: '#8b5cf6', headerColor: '#808080' });
    expect(warnings.buttonColor).toBe(
      "Contrast 4.2:1 with the button's text — below 4.5:1 (WCAG AA); some visitors won't be able to read it.",
    );
    expect(warnings.headerColor).toMatch(/^Contrast 4\.49:1 with the header's text — below 4\.5:1/);
    expect(contrastWarnings({ ...READABLE, buttonColor: '#fde047' }).buttonColor).toBeUndefined();
  });

  it('leaves a colour that is not valid yet to its own message', () => {
    expect(contrastWarnings({ ...READABLE, textColor: '#99' })).toEqual({});
  });
});

describe('contrastText', () => {
  it('shows one decimal, two where rounding would reach 4.5', () => {
    expect(contrastText(2.93)).toBe('2.9:1');
    expect(contrastText(4.478)).toBe('4.47:1');
    expect(contrastText(21)).toBe('21.0:1');
  });
});
