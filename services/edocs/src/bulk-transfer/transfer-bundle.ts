import { createHmac, timingSafeEqual } from 'crypto';
import { stableJson, type PortableTemplate } from '@attest/forms';
import { badRequest } from '@attest/platform';

export const BUNDLE_FORMAT = 'attest.transfer-bundle';
export const BUNDLE_VERSION = 1;

/** A package as content: its templates named by their transfer key (external id, else name). */
export interface PortablePackage {
  name: string;
  active: number;
  tags: string[];
  template_keys: string[];
}

export interface TransferBundleBody {
  format: typeof BUNDLE_FORMAT;
  version: number;
  created_at: string;
  source: { environment: string; customer_id: number; customer_name: string | null };
  templates: PortableTemplate[];
  packages: PortablePackage[];
}

/** The versioned, signed JSON document that carries templates and packages between customers and deployments. */
export interface TransferBundle extends TransferBundleBody {
  /** hex HMAC-SHA256 of the body's stable JSON. */
  signature: string;
}

export function signBundle(body: TransferBundleBody, key: Buffer): TransferBundle {
  return { ...body, signature: hmac(body, key) };
}

function hmac(body: TransferBundleBody, key: Buffer): string {
  return createHmac('sha256', key).update(stableJson(body)).digest('hex');
}

/** Parses and checks a bundle: 400 bundle_invalid (not one), bundle_version_unsupported, bundle_signature_invalid (tampered or another key). */
export function verifyBundle(raw: string | Buffer, key: Buffer): TransferBundle {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString());
  } catch {
    throw badRequest('bundle_invalid');
  }
  const b = parsed as Partial<TransferBundle> | null;
  if (!b || typeof b !== 'object' || b.format !== BUNDLE_FORMAT || typeof b.signature !== 'string') {
    throw badRequest('bundle_invalid');
  }
  if (b.version !== BUNDLE_VERSION) {
    throw badRequest('bundle_version_unsupported', { version: b.version ?? null, supported: [BUNDLE_VERSION] });
  }
  const { signature, ...body } = b as TransferBundle;
  const expected = Buffer.from(hmac(body, key), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw badRequest('bundle_signature_invalid');
  }
  if (!Array.isArray(body.templates) || !Array.isArray(body.packages) || !body.source || typeof body.source.environment !== 'string') {
    throw badRequest('bundle_invalid');
  }
  return b as TransferBundle;
}
