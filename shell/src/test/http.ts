/**
 * jsdom has no fetch Response. The api-client reads ok, status, statusText, url, headers and the body text;
 * this answers exactly those, the way a server's JSON answer would.
 */
export function jsonResponse(status: number, body: unknown, url = ''): Response {
  const text = JSON.stringify(body);
  const statusText = status === 200 ? 'OK' : status === 401 ? 'Unauthorized' : 'Error';
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    url,
    headers: new Headers({ 'Content-Type': 'application/json' }),
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as Response;
}
