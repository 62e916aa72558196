import { types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Dates, timestamps and intervals (and their arrays) stay the text PostgreSQL sent, as drizzle
 * returns them from raw SQL on both drivers: a statement's rows look the same whichever way it ran.
 */
const TEXT_TYPE_IDS = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);

const asText = (value: string) => value;

/** node-postgres's per-query type parsers (its `types` query option). */
export const pgRowTypes: pg.CustomTypesConfig = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    TEXT_TYPE_IDS.has(typeId)
      ? asText
      : pg.types.getTypeParser(typeId, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** PGlite's parsers, overridden the same way. */
export const pgliteRowParsers: Record<number, (value: string) => unknown> = Object.fromEntries(
  [...TEXT_TYPE_IDS].map((typeId) => [typeId, asText]),
);

/** A column value as PGlite would give it. */
export function parsePgliteValue(value: string | null, typeId: number): unknown {
  return pgliteTypes.parseType(value, typeId, pgliteRowParsers);
}
