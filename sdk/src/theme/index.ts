export { readableTextOn } from './readable-text-color';
