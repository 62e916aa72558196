// npm run partner:create -w server -- --name "Acme Mortgage" --email owner@acme.example [--phone ..] [--website ..] [--licence ..]
// Creates a partner and prints its API key once; only a hash of the key is stored.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { emailAddress } from '../http/email-address.ts';
import { fieldMessages } from '../http/validation.ts';
import { createPartner } from '../partners/create-partner.ts';

const partnerArguments = z.object({
  name: z.string('--name is required.').trim().min(1, '--name is required.').max(120),
  email: emailAddress('--email must be an email address.'),
  phone: z.string().trim().max(40).optional(),
  website: z.url('--website must be a URL.').optional(),
  licence: z.string().trim().max(60).optional(),
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
  const parsed = partnerArguments.safeParse(values);
  if (!parsed.success) {
    for (const [field, message] of Object.entries(fieldMessages(parsed.error))) {
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
