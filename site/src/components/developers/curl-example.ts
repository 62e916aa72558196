/**
 * Copy-paste curl commands. Arguments are single-quoted for POSIX shells (sh, bash, zsh), so
 * JSON bodies keep their double quotes; the API key is the one double-quoted argument, so that
 * `$MRN_API_KEY` expands from the reader's environment instead of sitting in their history.
 */

/** The shell variable a partner exports once; the examples reference it. */
export const API_KEY_VARIABLE = 'MRN_API_KEY';

export interface CurlRequest {
  /** Origin the examples call, e.g. https://rates.example.com (no trailing slash). */
  origin: string;
  method: string;
  /** Path template with `{name}` placeholders, e.g. /api/forms/{id}/leads. */
  path: string;
  pathParameters?: Record<string, string>;
  query?: readonly (readonly [string, string])[];
  headers?: readonly (readonly [string, string])[];
  /** Sent as pretty-printed JSON when present. */
  jsonBody?: unknown;
  /** Sent as form fields (`-F` for multipart, `--data-urlencode` otherwise). */
  formFields?: readonly (readonly [string, string])[];
  formEncoding?: 'multipart' | 'urlencoded';
  /** Adds `Authorization: Bearer $MRN_API_KEY`. */
  bearer?: boolean;
}

/** Quotes one argument for a POSIX shell: `it's` -> `'it'\''s'`. */
export function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/** The request URL with path placeholders filled (percent-encoded) and the query appended. */
export function requestUrl(request: CurlRequest): string {
  const path = request.path.replace(/\{([^}]+)\}/g, (placeholder, name: string) => {
    const value = request.pathParameters?.[name];
    return value === undefined ? placeholder : encodeURIComponent(value);
  });
  const query = new URLSearchParams(request.query?.map(([name, value]) => [name, value]) ?? []).toString();
  return `${request.origin}${path}${query ? `?${query}` : ''}`;
}

/** The command as it is shown and copied: one option per line, joined with backslashes. */
export function curlCommand(request: CurlRequest): string {
  const method = request.method.toUpperCase();
  const first =
    method === 'GET'
      ? `curl ${shellQuote(requestUrl(request))}`
      : `curl -X ${method} ${shellQuote(requestUrl(request))}`;
  const lines = [first];
  if (request.bearer) lines.push(`-H "Authorization: Bearer $${API_KEY_VARIABLE}"`);
  for (const [name, value] of request.headers ?? []) lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (request.jsonBody !== undefined) {
    lines.push(`-H ${shellQuote('Content-Type: application/json')}`);
    lines.push(`-d ${shellQuote(JSON.stringify(request.jsonBody, null, 2))}`);
  } else if (request.formFields) {
    // `-F name=@file` would read a file: `--form-string` never does.
    const option = request.formEncoding === 'multipart' ? '--form-string' : '--data-urlencode';
    for (const [name, value] of request.formFields) lines.push(`${option} ${shellQuote(`${name}=${value}`)}`);
  }
  return lines.join(' \\\n  ');
}
