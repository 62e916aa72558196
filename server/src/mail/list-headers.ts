/**
 * Mailing-list headers for alert mail: a stable List-Id per rate type, and RFC 8058 one-click
 * unsubscribe (mail clients POST `List-Unsubscribe=One-Click` to the URL, no page in between).
 */
export function listHeaders(listId: string, unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Id': listId,
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** `Mortgage rate alerts (30y) <rate-alerts-30y.example.com>` from the public URL's host name. */
export function alertListId(publicUrl: string, rateType: string): string {
  const host = new URL(publicUrl).hostname;
  return `Mortgage rate alerts (${rateType}) <rate-alerts-${rateType}.${host}>`;
}
