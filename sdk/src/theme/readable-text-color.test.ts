import { describe, expect, it } from 'vitest';
import { readableTextOn } from './readable-text-color';

describe('readableTextOn', () => {
  it('picks white on dark colours and near-black on light ones', () => {
    expect(readableTextOn('#1d4ed8')).toBe('#fff');
    expect(readableTextOn('#000')).toBe('#fff');
    expect(readableTextOn('#fde047')).toBe('#111827');
    expect(readableTextOn('#ffffff')).toBe('#111827');
  });

  it('reads #rgb shorthand like its #rrggbb spelling', () => {
    expect(readableTextOn('#fff')).toBe(readableTextOn('#ffffff'));
    expect(readableTextOn('#36c')).toBe(readableTextOn('#3366cc'));
  });
});
