// Free text a person searched for is not kept in the registry (the audit log does not keep it either).
const SEARCHED_TEXT = new Set(['term', 'search', 'q', 'text']);

/** The filter's set fields, as shown in the exports list; at most 2000 characters of JSON. */
export function filterSummary(filter: unknown): Record<string, unknown> {
  if (!filter || typeof filter !== 'object') {
    return {};
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
      continue;
    }
    out[key] = SEARCHED_TEXT.has(key) ? '(set)' : value;
  }
  return JSON.stringify(out).length <= 2000 ? out : { truncated: true };
}
