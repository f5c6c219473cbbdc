import type { TemplatePage } from '@attest/contracts';
import { api, applySessionHeaders, isApiError, type ApiError } from '@attest/shared-ui';

export interface ContentOption {
  id: number;
  name: string;
  /** The template's external id, or the package's template count. */
  detail: string | null;
}
export interface CustomerContent {
  templates: ContentOption[];
  packages: ContentOption[];
}

const MAX_PAGES = 20;

/**
 * A call on behalf of another customer the signed-in user belongs to: the session headers, with the active
 * customer replaced by `customerId` (the server's guard checks the membership and the permission there).
 * The shared base query always sends the session's own customer, so this one call goes around it.
 */
async function getAs<T>(customerId: number, url: string, body?: unknown): Promise<T> {
  const headers = applySessionHeaders(new Headers(), body === undefined ? 'GET' : 'POST');
  headers.set('X-Request-Customer-Id', String(customerId));
  if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
  }
  let response: Response;
  try {
    response = await fetch(url, { method: body === undefined ? 'GET' : 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw { httpStatusCode: -1, messageKey: 'network_error' } satisfies ApiError;
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    data = text;
  }
  if (!response.ok) {
    const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
    throw { ...fields, httpStatusCode: response.status, messageKey: typeof fields.messageKey === 'string' ? fields.messageKey : 'unexpected_error' } satisfies ApiError;
  }
  return data as T;
}

/** The customer's active templates (every page, up to 2,000) and packages (up to 200): what can be chosen for a transfer. */
export async function readCustomerContent(customerId: number): Promise<CustomerContent> {
  const templates: ContentOption[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await getAs<TemplatePage>(customerId, `/api/customers/${customerId}/forms?take=100&page=${page}`);
    templates.push(...answer.items.map((t) => ({ id: t.template_id, name: t.name, detail: t.external_id })));
    if (templates.length >= answer.total || !answer.items.length) {
      break;
    }
  }
  const packages = await getAs<{ items: { package_id: number; name: string; templates: unknown[] }[] }>(customerId, '/api/v1/packages/query', { take: 200, active: true });
  return { templates, packages: packages.items.map((p) => ({ id: p.package_id, name: p.name, detail: String(p.templates.length) })) };
}

/** The content of a source customer (or of the active one, for an export), cached per customer id. */
export const sourceContentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomerContent: build.query<CustomerContent, number>({
      queryFn: async (customerId) => {
        try {
          return { data: await readCustomerContent(customerId) };
        } catch (error) {
          return { error: isApiError(error) ? error : ({ httpStatusCode: -1, messageKey: 'unexpected_error' } satisfies ApiError) };
        }
      },
    }),
  }),
});

export const { useGetCustomerContentQuery } = sourceContentApi;
