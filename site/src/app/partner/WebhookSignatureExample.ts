/** The Node verification example, word for word as in docs/partners.md (which a server test runs; scripts/docs checks this copy). */
export const WEBHOOK_SIGNATURE_EXAMPLE = `const { createHmac, timingSafeEqual } = require('node:crypto');

function verifyMrnSignature(secret, header, rawBody, toleranceSeconds = 300) {
  const parts = Object.fromEntries(String(header).split(',').map((part) => part.split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest('hex'), 'hex');
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}`;
