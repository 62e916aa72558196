/** FRED answered, but not in the shape we understand: the whole answer is rejected and nothing changes. */
export class FredFormatError extends Error {
  override name = 'FredFormatError';
}
