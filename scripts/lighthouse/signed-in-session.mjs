import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The 6-digit code of the newest sign-in mail to `email` in the product's .eml folder (the product
 * writes mail there without SMTP_URL), waiting for the worker to send it.
 * @param {string} mailDirectory
 * @param {string} email
 * @param {number} timeoutMs
 */
async function signInCode(mailDirectory, email, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = (await readdir(mailDirectory).catch(() => []))
      .filter((name) => name.endsWith('.eml'))
      .sort();
    for (const name of names.reverse()) {
      const mail = await readFile(path.join(mailDirectory, name), 'utf8');
      const code = /^Subject: Your sign-in code: (\d{6})/m.exec(mail)?.[1];
      if (code && mail.includes(email)) return code;
    }
    await sleep(250);
  }
  throw new Error(`no sign-in mail to ${email} in ${mailDirectory} within ${Math.round(timeoutMs / 1000)} s`);
}

/**
 * Adds a response's Set-Cookie name=value pairs to `jar` (a later one replaces an earlier one).
 * @param {Map<string, string>} jar
 * @param {Response} response
 */
function keepCookies(jar, response) {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const separator = pair.indexOf('=');
    jar.set(pair.slice(0, separator).trim(), pair.slice(separator + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * Signs a new account in the way a person does (the mailed 6-digit code) and makes it a partner, so
 * Lighthouse can audit the signed-in dashboard and partner console. Returns the Cookie header.
 * @param {{ origin: string, mailDirectory: string, email?: string }} options
 */
export async function signInForAudit({ origin, mailDirectory, email = 'lighthouse@partner.example' }) {
  // The app's same-origin check: these calls stand for our own pages (PUBLIC_URL may name another origin).
  const json = { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' };
  const asked = await fetch(`${origin}/api/auth/sign-in`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email }),
  });
  if (asked.status !== 202) throw new Error(`sign-in answered ${asked.status}: ${await asked.text()}`);
  const code = await signInCode(mailDirectory, email, 60_000);
  const verified = await fetch(`${origin}/api/auth/verify-code`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, code }),
  });
  if (verified.status !== 200) throw new Error(`verify-code answered ${verified.status}`);
  const jar = new Map();
  const session = keepCookies(jar, verified);
  const partner = await fetch(`${origin}/api/app/partner`, {
    method: 'POST',
    headers: { ...json, Cookie: session },
    body: JSON.stringify({ businessName: 'Lighthouse Home Loans' }),
  });
  if (partner.status !== 201) throw new Error(`becoming a partner answered ${partner.status}`);
  // The signed-in marker now says partner, as in the browser.
  return keepCookies(jar, partner);
}
