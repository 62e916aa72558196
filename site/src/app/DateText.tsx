import { formatDate } from './date-format.ts';

/** A date as the app writes it, in a <time> carrying the machine-readable value. */
export default function DateText({ value }: { value: string }) {
  return <time dateTime={value}>{formatDate(value)}</time>;
}
