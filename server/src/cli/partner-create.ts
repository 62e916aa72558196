// npm run partner:create -w server -- --name "Acme Mortgage" --email owner@acme.example [--phone ..] [--website ..] [--licence ..]
// Creates a partner and prints its API key once; only a hash of the key is stored.
import { parseArgs } from 'node:util';
import { emailAddressSchema, isHttpUrl } from '@mrn/sdk/schemas';
import { z } from 'zod/mini';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { fieldMessages } from '../http/field-messages.ts';
import { createPartner } from '../partners/create-partner.ts';

const partnerArguments = z.object({
  name: z
    .string('--name is required.')
    .check(z.trim(), z.minLength(1, '--name is required.'), z.maxLength(120)),
  email: emailAddressSchema('--email must be an email address.'),
  phone: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  website: z.optional(z.string().check(z.refine(isHttpUrl, '--website must be an http(s) URL.'))),
  licence: z.optional(z.string().check(z.trim(), z.maxLength(60))),
});

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      name: { type: 'string' },
      email: { type: 'string' },
      phone: { type: 'string' },
      website: { type: 'string' },
      licence: { type: 'string' },
    },
    strict: true,
  });
  const parsed = z.safeParse(partnerArguments, values);
  if (!parsed.success) {
    for (const [field, message] of Object.entries(fieldMessages(partnerArguments, parsed.error.issues))) {
      console.error(`${field}: ${message}`);
    }
    console.error('Usage: npm run partner:create -w server -- --name "Business" --email you@example.com');
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    const created = await createPartner(database.db, { ...parsed.data, licenceId: parsed.data.licence });
    console.log(`Partner created: ${created.partnerId}`);
    console.log(`API key (shown once, store it now): ${created.apiKey}`);
    console.log(`Use it as: Authorization: Bearer ${created.keyPrefix}...`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
