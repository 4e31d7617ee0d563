/** Small pure helpers of the client: query strings, Content-Disposition, response issues. */

/** Enough of a zod object schema to read its field defaults (structural: no zod import needed here). */
export interface QuerySchemaLike {
  readonly shape: Readonly<Record<string, { safeParse(value: unknown): { success: boolean; data?: unknown } }>>;
}

/** The value a field takes when it is not sent; undefined when the field has no default. */
function defaultOf(schema: QuerySchemaLike | undefined, key: string): unknown {
  const field = schema?.shape[key];
  if (!field) return undefined;
  const result = field.safeParse(undefined);
  return result.success ? result.data : undefined;
}

function isUnset(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * '?a=1&b=x' from a query object, sending only what is set and not the schema's default (product.md › API calls: "only
 * non-default filters sent"): undefined, null, blank strings and values equal to the default are left out.
 * Arrays repeat the key. Returns '' when nothing is left.
 */
export function buildQueryString(
  query: Readonly<Record<string, unknown>> | undefined,
  schema?: QuerySchemaLike,
): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (isUnset(value)) continue;
    const fallback = defaultOf(schema, key);
    if (fallback !== undefined && String(fallback) === String(value)) continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (!isUnset(item)) search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The file name of a Content-Disposition header: RFC 5987 `filename*=UTF-8''…` first, then `filename="…"` or a
 * bare token. Path parts are stripped. null when there is none.
 */
export function filenameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"(.*)"$/, '$1'));
    } catch {
      name = null;
    }
  }
  if (name === null) {
    const quoted = /filename\s*=\s*"((?:\\.|[^"\\])*)"/i.exec(header);
    const bare = /filename\s*=\s*([^;"\s]+)/i.exec(header);
    name = quoted?.[1] !== undefined ? quoted[1].replace(/\\(.)/g, '$1') : (bare?.[1] ?? null);
  }
  if (name === null) return null;
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base === '' ? null : base;
}

/** zod-like issues -> { path, message } with dotted paths. */
export function toIssueList(
  issues: ReadonlyArray<{ readonly path: ReadonlyArray<PropertyKey>; readonly message: string }>,
): Array<{ path: string; message: string }> {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
