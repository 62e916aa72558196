import { FredFormatError } from './fred-format-error.ts';
import { isIsoDate, isMissingValue, type Observation } from './observation.ts';

/**
 * Parses `fredgraph.csv`: a header (`observation_date,SERIES` or the older `DATE,SERIES`) and one
 * `date,value` line per day. Missing days (`.` or empty) are skipped; anything else that is not a
 * date and a number makes the whole file malformed, because a half-understood file must change nothing.
 * The download carries no `realtime_start`: ingest records when we first saw each value instead.
 */
export function parseFredCsv(text: string): Observation[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  if (lines.length === 0) throw new FredFormatError('empty CSV');
  const header = lines[0].split(',').map((cell) => cell.trim().toLowerCase());
  if (header.length !== 2 || (header[0] !== 'observation_date' && header[0] !== 'date')) {
    throw new FredFormatError(`unexpected CSV header: ${lines[0].slice(0, 80)}`);
  }
  const observations: Observation[] = [];
  for (const [index, line] of lines.slice(1).entries()) {
    const cells = line.split(',');
    if (cells.length !== 2) throw new FredFormatError(`line ${index + 2}: expected two cells`);
    const date = cells[0].trim();
    if (!isIsoDate(date)) throw new FredFormatError(`line ${index + 2}: bad date`);
    if (isMissingValue(cells[1])) continue;
    const value = Number(cells[1].trim());
    if (!Number.isFinite(value)) throw new FredFormatError(`line ${index + 2}: bad value`);
    observations.push({ date, value });
  }
  return observations;
}
