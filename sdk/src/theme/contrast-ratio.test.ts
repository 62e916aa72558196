import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast-ratio';

describe('contrastRatio (WCAG 2.x)', () => {
  it('gives the known WCAG values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // #767676 is the lightest grey that passes AA on white.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(4.0, 2);
    expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2);
    expect(contrastRatio('#5b21b6', '#5b21b6')).toBe(1);
  });

  it('is the same in either order and for #rgb shorthand', () => {
    expect(contrastRatio('#fff', '#777')).toBe(contrastRatio('#777777', '#ffffff'));
    expect(contrastRatio('#36c', '#fde047')).toBe(contrastRatio('#fde047', '#3366cc'));
  });

  it('reads luminance from 0 (black) to 1 (white)', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });
});
