// The floor for the lead benchmark (bench/lead-throughput.ts): a bare `node:http` server that reads
// the body, runs JSON.parse and stores the lead with one INSERT through a `pg` pool. No routing,
// validation, alert rules or mail: what any lead endpoint on this stack pays at least, so the
// product's figure divided by this one says how much the rest costs on the same machine, same load.
// DATABASE_URL (already migrated, with the `demo` form) and PORT come from the environment.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const port = Number(process.env.PORT ?? 3991);

// The same pool size as the product's (src/db/client.ts).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
pool.on('error', () => {});

const {
  rows: [form],
} = await pool.query<{ id: string; partner_id: string }>(
  `SELECT id, partner_id FROM forms WHERE id = 'demo'`,
);
if (!form) throw new Error('the demo form is missing');

// Every lead needs its consent record (migration 0031): one wording, stored once here, and the lead and
// its record in one statement, the least a lead endpoint can do now.
const FLOOR_CONSENT_SHA256 = '0'.repeat(64);
await pool.query(
  `INSERT INTO consent_texts (sha256, text) VALUES ($1, 'Floor benchmark consent text') ON CONFLICT DO NOTHING`,
  [FLOOR_CONSENT_SHA256],
);

const insertLead = `WITH lead AS (
                      INSERT INTO leads (id, form_id, partner_id, name, email, phone, rate_type, target_rate, direction,
                                         consent, page_url, utm)
                      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id
                    )
                    INSERT INTO lead_consents (lead_id, consent_text_sha256, form_id, form_settings_version, page_url,
                                               consented_at, checked)
                    SELECT lead.id, '${FLOOR_CONSENT_SHA256}', $2, 1, $11, now(), $10 FROM lead`;

const server = createServer((request, response) => {
  if (request.method === 'GET') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    let lead: Record<string, unknown>;
    try {
      lead = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      response.writeHead(400).end();
      return;
    }
    const leadId = randomUUID();
    pool
      .query(insertLead, [
        leadId,
        form.id,
        form.partner_id,
        lead.name,
        lead.email,
        lead.phone ?? null,
        lead.rateType,
        lead.targetRate,
        lead.direction,
        lead.consent,
        lead.pageUrl ?? null,
        lead.utm === undefined ? null : JSON.stringify(lead.utm),
      ])
      .then(
        () => response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ leadId })),
        () => response.writeHead(500).end(),
      );
  });
});

server.listen(port, '127.0.0.1');
process.once('SIGTERM', () => {
  server.close();
  pool.end().then(() => process.exit(0));
});
