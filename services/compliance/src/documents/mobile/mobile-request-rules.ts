import { randomInt } from 'crypto';
import { sha256Hex } from '@attest/platform';

/** A request works for 15 minutes; the 5th wrong code locks it; the phone's upload token lasts 15 minutes. */
export const MOBILE_REQUEST_TTL_MS = 15 * 60 * 1000;
export const MOBILE_MAX_ATTEMPTS = 5;
export const MOBILE_TOKEN_TTL_MS = 15 * 60 * 1000;
export const MOBILE_TOKEN_HEADER = 'x-mobile-upload-token';

/** Six digits, leading zeros kept. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The code hashed with the link's id: a copy of the table alone cannot try the million codes. */
export const codeHash = (requestId: string, code: string): string => sha256Hex(`${requestId}:${code}`);

/** Ids are platform randomToken()s (43 URL-safe characters); anything else names no request. */
export const isRequestId = (raw: unknown): raw is string => typeof raw === 'string' && /^[A-Za-z0-9_-]{43}$/.test(raw);
