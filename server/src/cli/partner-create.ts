// npm run partner:create -w server -- --name "Acme Mortgage" --email owner@acme.example [--phone ..] [--website ..] [--licence ..]
// Creates a partner and prints its API key once; only a hash of the key is stored.
import { emailAddressSchema, isHttpUrl } from '@mrn/sdk/schemas';
import { z } from 'zod/mini';
import { createPartner } from '../partners/create-partner.ts';
import { parseCliOptions, runCliCommand, withMigratedDatabase } from '../runtime/cli-command.ts';

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
  const options = parseCliOptions(
    partnerArguments,
    'Usage: npm run partner:create -w server -- --name "Business" --email you@example.com',
  );
  if (!options) return 2;
  const created = await withMigratedDatabase((db) =>
    createPartner(db, { ...options, licenceId: options.licence }),
  );
  console.log(`Partner created: ${created.partnerId}`);
  console.log(`API key (shown once, store it now): ${created.apiKey}`);
  console.log(`Use it as: Authorization: Bearer ${created.keyPrefix}...`);
  return 0;
}

runCliCommand(main);
