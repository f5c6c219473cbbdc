import { createHmac } from 'crypto';
import type { AppConfig } from '@attest/platform';

/** A deployment of the product that content can come from (staff-side §1 "Deployment environments"). */
export interface TransferEnvironment {
  name: string;
  base_url: string;
  /** This deployment. Content of another one travels as a signed bundle file (exported there, imported here). */
  current: boolean;
}

export interface TransferConfig {
  environments: TransferEnvironment[];
  /** HMAC-SHA256 key of transfer bundles; deployments that exchange bundles share it. */
  bundleKey: Buffer;
}

export const TRANSFER_CONFIG = Symbol('TRANSFER_CONFIG');

/**
 * ENVIRONMENT_NAME names this deployment (default 'This environment'); TRANSFER_ENVIRONMENTS lists the others
 * as JSON [{"name":"UAT","base_url":"https://uat.example.com"}]; TRANSFER_BUNDLE_KEY (hex or base64, at least
 * 32 bytes) signs bundles, else a key derived from SIGNING_SECRET (good within one deployment only).
 */
export function loadTransferConfig(app: AppConfig, env: NodeJS.ProcessEnv = process.env): TransferConfig {
  const current: TransferEnvironment = { name: env.ENVIRONMENT_NAME?.trim() || 'This environment', base_url: app.publicUrl, current: true };
  const others: TransferEnvironment[] = [];
  if (env.TRANSFER_ENVIRONMENTS) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(env.TRANSFER_ENVIRONMENTS);
    } catch {
      throw new Error('TRANSFER_ENVIRONMENTS must be a JSON array of {name, base_url}');
    }
    if (!Array.isArray(parsed)) {
      throw new Error('TRANSFER_ENVIRONMENTS must be a JSON array of {name, base_url}');
    }
    for (const e of parsed as { name?: unknown; base_url?: unknown }[]) {
      if (typeof e?.name !== 'string' || !e.name.trim() || typeof e.base_url !== 'string' || !/^https?:\/\//.test(e.base_url)) {
        throw new Error('TRANSFER_ENVIRONMENTS: every entry needs a name and an http(s) base_url');
      }
      if (e.name.trim() !== current.name) {
        others.push({ name: e.name.trim(), base_url: e.base_url.replace(/\/$/, ''), current: false });
      }
    }
  }
  return { environments: [current, ...others], bundleKey: bundleKey(app, env.TRANSFER_BUNDLE_KEY) };
}

function bundleKey(app: AppConfig, raw: string | undefined): Buffer {
  if (raw) {
    const key = /^[0-9a-f]+$/i.test(raw) && raw.length % 2 === 0 ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
    if (key.length < 32) {
      throw new Error('TRANSFER_BUNDLE_KEY must be at least 32 bytes (hex or base64)');
    }
    return key;
  }
  return createHmac('sha256', app.signingSecret).update('attest-transfer-bundle').digest();
}
