import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPartner } from '../partners/create-partner.ts';
import { connectDatabase, queryRows } from './client.ts';
import { runMigrations } from './migrate.ts';
import { backupPglite, restorePglite } from './pglite-backup.ts';

// Each test opens, closes and copies whole PGlite data directories (tens of MB of files): on a loaded
// 2-core machine that alone took over 30 s, so these tests get more time than the suite's default.
const WHOLE_DATABASE_COPY_MS = 120_000;

describe('embedded database backup and restore', () => {
  it(
    'moves a database, rows and all, to another data directory; a database there is kept aside',
    async () => {
      const root = mkdtempSync(path.join(tmpdir(), 'mrn-backup-'));
      const source = path.join(root, 'laptop', 'pglite');
      const original = await connectDatabase({ driver: 'pglite', dataDirectory: source });
      await runMigrations(original);
      await createPartner(original.db, { name: 'Backed Up Lending', email: 'owner@backed.example' });
      await original.close();

      const file = path.join(root, 'backups', 'mrn.tar.gz');
      const { bytes } = await backupPglite(source, file);
      expect(bytes).toBeGreaterThan(1000);
      await expect(backupPglite(source, file)).rejects.toThrow(/EEXIST/);

      const target = path.join(root, 'server', 'pglite');
      const other = await connectDatabase({ driver: 'pglite', dataDirectory: target });
      await runMigrations(other);
      await other.close();
      const { setAside } = await restorePglite(file, target, new Date('2026-11-24T12:00:00Z'));
      expect(setAside).toBe(`${target}.before-restore-2026-11-24T12-00-00-000Z`);
      expect(readdirSync(setAside ?? '').length).toBeGreaterThan(0);

      const restored = await connectDatabase({ driver: 'pglite', dataDirectory: target });
      try {
        const partners = await queryRows<{ name: string }>(restored.db, sql`SELECT name FROM partners`);
        expect(partners).toEqual([{ name: 'Backed Up Lending' }]);
      } finally {
        await restored.close();
      }
    },
    WHOLE_DATABASE_COPY_MS,
  );

  it(
    'refuses while the database is open, and when there is nothing to back up',
    async () => {
      const root = mkdtempSync(path.join(tmpdir(), 'mrn-backup-'));
      const dataDirectory = path.join(root, 'pglite');
      await expect(backupPglite(dataDirectory, path.join(root, 'x.tar.gz'))).rejects.toThrow(
        /no embedded database/,
      );
      const open = await connectDatabase({ driver: 'pglite', dataDirectory });
      try {
        await expect(backupPglite(dataDirectory, path.join(root, 'y.tar.gz'))).rejects.toThrow(
          /is in use by process/,
        );
        expect(existsSync(path.join(root, 'y.tar.gz'))).toBe(false);
      } finally {
        await open.close();
      }
    },
    WHOLE_DATABASE_COPY_MS,
  );
});
