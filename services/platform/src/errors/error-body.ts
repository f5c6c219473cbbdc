import { HttpException, HttpStatus } from '@nestjs/common';
import { AppException } from './app-exception';

export interface ErrorBody {
  statusCode: number;
  error: string;
  messageKey: string;
  details?: Record<string, unknown>;
}

const STATUS_KEYS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  423: 'account_locked',
  429: 'too_many_attempts',
};

// Fastify's own errors (raised before Nest sees the request) mapped to our keys.
const FASTIFY_CODES: Record<string, { status: number; key: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'malformed_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'malformed_json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'bad_request' },
};

function statusText(status: number): string {
  const name = HttpStatus[status] as string | undefined;
  return name ? name.toLowerCase().replace(/(^|_)(\w)/g, (_m, sep: string, c: string) => (sep ? ' ' : '') + c.toUpperCase()) : 'Error';
}

/** Turns anything thrown into the one stable error shape. */
export function toErrorBody(err: unknown): ErrorBody {
  if (err instanceof AppException) {
    const status = err.getStatus();
    return { statusCode: status, error: statusText(status), messageKey: err.messageKey, ...(err.details ? { details: err.details } : {}) };
  }
  if (err instanceof HttpException) {
    const status = err.getStatus();
    const isRouteMiss = status === 404 && /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)/.test(err.message);
    // Nest re-throws Fastify's JSON parser failure as a plain 400 carrying the parser's message.
    const isBadJson = status === 400 && err.constructor.name === 'BadRequestException' && /JSON|Unexpected (token|end)|position \d+/i.test(err.message);
    const fallback = STATUS_KEYS[status] ?? (status >= 500 ? 'server_error' : 'bad_request');
    return {
      statusCode: status,
      error: statusText(status),
      messageKey: isRouteMiss ? 'route_not_found' : isBadJson ? 'malformed_json' : fallback,
    };
  }
  const e = err as { code?: string; statusCode?: number; name?: string } | undefined;
  const mapped = e?.code ? FASTIFY_CODES[e.code] : e?.name === 'SyntaxError' && e.statusCode === 400 ? FASTIFY_CODES.FST_ERR_CTP_INVALID_JSON_BODY : undefined;
  if (mapped) {
    return { statusCode: mapped.status, error: statusText(mapped.status), messageKey: mapped.key };
  }
  if (e?.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
    return { statusCode: e.statusCode, error: statusText(e.statusCode), messageKey: STATUS_KEYS[e.statusCode] ?? 'bad_request' };
  }
  return { statusCode: 500, error: 'Internal Server Error', messageKey: 'server_error' };
}
