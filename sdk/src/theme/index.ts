export { contrastRatio, relativeLuminance, WCAG_AA_TEXT_CONTRAST } from './contrast-ratio';
export { readableTextOn } from './readable-text-color';
