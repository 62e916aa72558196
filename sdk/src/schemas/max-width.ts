/** `data-max-width` / `max-width`: whole or decimal pixels ("600px") or percent ("80%"), nothing else. */
export function parseMaxWidth(value: string | null | undefined): string | null {
  const candidate = value?.trim() ?? '';
  const match = /^(\d+(?:\.\d+)?)(px|%)$/.exec(candidate);
  if (!match) return null;
  const amount = Number(match[1]);
  if (amount <= 0 || (match[2] === '%' && amount > 100)) return null;
  return candidate;
}
