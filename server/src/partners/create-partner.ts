import type { Database } from '../db/client.ts';
import { partnerApiKeys, partners } from '../db/schema/index.ts';
import { generateApiKey } from './api-key.ts';

export interface NewPartner {
  name: string;
  email: string;
  phone?: string | null;
  website?: string | null;
  licenceId?: string | null;
}

export interface CreatedPartner {
  partnerId: string;
  /** The only time the full key exists outside the partner's hands. */
  apiKey: string;
  keyPrefix: string;
}

/** The name the console shows for the key made with the partner (by `partner:create`). */
export const CREATED_KEY_NAME = 'Created by partner:create';

/** Stores a partner and its first API key (hashed) in one transaction. */
export async function createPartner(db: Database, partner: NewPartner): Promise<CreatedPartner> {
  const generated = generateApiKey();
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(partners)
      .values({
        name: partner.name,
        email: partner.email,
        phone: partner.phone ?? null,
        website: partner.website ?? null,
        licenceId: partner.licenceId ?? null,
      })
      .returning({ id: partners.id });
    await tx.insert(partnerApiKeys).values({
      partnerId: stored.id,
      name: CREATED_KEY_NAME,
      keyHash: generated.keyHash,
      keyPrefix: generated.keyPrefix,
    });
    return { partnerId: stored.id, apiKey: generated.key, keyPrefix: generated.keyPrefix };
  });
}
