import { createFormSchema } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { partners } from '../db/schema/index.ts';
import { createForm } from '../forms/index.ts';

/** A clearly fictional business, so nobody mistakes the demo for a real lender. */
export const DEMO_PARTNER = {
  name: 'Example Home Loans (demo)',
  email: 'demo-partner@example.com',
  phone: '(555) 010-0000',
  website: 'https://www.example.com',
  licenceId: 'NMLS #000000 (demo)',
} as const;

export const DEMO_FORM_ID = 'demo';
export const DEMO_POPUP_FORM_ID = 'demo-popup';

/**
 * On an empty database (no partners yet), creates the demo partner with an embed form `demo` and
 * a popup form `demo-popup`, so the examples and installation guide work out of the box.
 * The demo partner gets no API key. Returns whether anything was created.
 */
export async function seedDemo(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialises two processes starting together on one PostgreSQL.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(734626002)`);
    const [existing] = await tx.select({ id: partners.id }).from(partners).limit(1);
    if (existing) return false;
    const [partner] = await tx.insert(partners).values(DEMO_PARTNER).returning({ id: partners.id });
    const business = {
      businessName: DEMO_PARTNER.name,
      businessEmail: DEMO_PARTNER.email,
      businessPhone: DEMO_PARTNER.phone,
      businessWebsite: DEMO_PARTNER.website,
      licenceId: DEMO_PARTNER.licenceId,
    };
    // Parsed like a partner's request, so the demo gets the same defaults and checks.
    const embed = createFormSchema.parse({ ...business, type: 'embed' });
    const popup = createFormSchema.parse({
      ...business,
      type: 'popup',
      headerText: 'Watch mortgage rates for me',
      buttonText: 'Track Mortgage Rates',
    });
    await createForm(tx, partner.id, embed, DEMO_FORM_ID);
    await createForm(tx, partner.id, popup, DEMO_POPUP_FORM_ID);
    return true;
  });
}
