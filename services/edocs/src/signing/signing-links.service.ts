import { Inject, Injectable } from '@nestjs/common';
import { DataSource, MoreThan } from 'typeorm';
import { randomToken, sha256Hex, TenantRepository, unauthorized } from '@attest/platform';
import { SigningTokenEntity } from './signing-token.entity';

export const SIGNING_LINK_TTL_MINUTES = 30;

/** Issues and resolves the signing-page tokens (stored as SHA-256 only). */
@Injectable()
export class SigningLinksService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  /** `also`: the other requests the same signature signs (signable together with sigRequestId). */
  async issue(customerId: number, sigRequestId: number, applicantId: number, also: number[] = []): Promise<{ token: string; expiresAt: Date }> {
    const token = randomToken();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + SIGNING_LINK_TTL_MINUTES * 60_000);
    await new TenantRepository(this.ds, SigningTokenEntity).insert(customerId, { sig_request_id: sigRequestId, applicant_id: applicantId, token_hash: sha256Hex(token), also_sig_request_ids: also.length ? also.join(',') : null, expires_at: expiresAt, created_at: now });
    return { token, expiresAt };
  }

  /** The live link, else 401 signing_link_expired (unknown and expired look the same). */
  async resolve(token: string): Promise<SigningTokenEntity> {
    const row = typeof token === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(token)
      ? await this.ds.getRepository(SigningTokenEntity).findOne({ where: { token_hash: sha256Hex(token), expires_at: MoreThan(new Date()) } })
      : null;
    if (!row) {
      throw unauthorized('signing_link_expired');
    }
    return row;
  }
}

/** The request ids a link signs: its own first, then the others. */
export function linkedRequestIds(link: Pick<SigningTokenEntity, 'sig_request_id' | 'also_sig_request_ids'>): number[] {
  const also = (link.also_sig_request_ids ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0 && n !== link.sig_request_id);
  return [link.sig_request_id, ...new Set(also)];
}
