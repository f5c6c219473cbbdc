import { Inject, Injectable } from '@nestjs/common';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { randomToken, sha256Hex } from '../crypto/tokens';
import type { Party } from './auth-context';
import { AuthTokenEntity, TokenKind } from './auth-token.entity';

export interface IssueTokenInput {
  kind: TokenKind;
  party: Party;
  subjectId: number;
  customerId: number;
  ttlMinutes: number;
  issuedByUserId?: number;
}

/** Issues, verifies, consumes and revokes tokens; the raw value leaves only through issue(). */
@Injectable()
export class TokenService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  private get repo() {
    return this.ds.getRepository(AuthTokenEntity);
  }

  async issue(input: IssueTokenInput): Promise<{ token: string; expiresAt: Date }> {
    const token = randomToken();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + input.ttlMinutes * 60_000);
    await this.repo.insert({
      token_hash: sha256Hex(token),
      kind: input.kind,
      party: input.party,
      subject_id: input.subjectId,
      customer_id: input.customerId,
      issued_by_user_id: input.issuedByUserId ?? null,
      expires_at: expiresAt,
      created_at: now,
    });
    return { token, expiresAt };
  }

  /** A live access token, or undefined. */
  async findAccess(token: string): Promise<AuthTokenEntity | undefined> {
    const row = await this.repo.findOne({
      where: { token_hash: sha256Hex(token), kind: 'access', revoked_at: IsNull(), expires_at: MoreThan(new Date()) },
    });
    return row ?? undefined;
  }

  /** A live token of this kind that is not used yet (a challenge answered in several tries), or undefined. */
  async findLive(kind: TokenKind, token: string): Promise<AuthTokenEntity | undefined> {
    const row = await this.repo.findOne({
      where: { token_hash: sha256Hex(token), kind, used_at: IsNull(), revoked_at: IsNull(), expires_at: MoreThan(new Date()) },
    });
    return row ?? undefined;
  }

  /** Marks a single-use token used; only one caller can win, even when two race. */
  async consume(kind: TokenKind, token: string): Promise<AuthTokenEntity | undefined> {
    const hash = sha256Hex(token);
    const now = new Date();
    const result = await this.repo
      .createQueryBuilder()
      .update(AuthTokenEntity)
      .set({ used_at: now })
      .where('token_hash = :hash AND kind = :kind AND used_at IS NULL AND revoked_at IS NULL AND expires_at > :now', {
        hash,
        kind,
        now,
      })
      .execute();
    if (!result.affected) {
      return undefined;
    }
    return (await this.repo.findOne({ where: { token_hash: hash } })) ?? undefined;
  }

  async revoke(tokenId: number): Promise<void> {
    await this.repo.update({ id: tokenId }, { revoked_at: new Date() });
  }

  /** After a password reset every open session of that account ends. */
  async revokeAllFor(party: Party, customerId: number, subjectId: number): Promise<void> {
    await this.repo.update(
      { party, customer_id: customerId, subject_id: subjectId, revoked_at: IsNull() },
      { revoked_at: new Date() },
    );
  }
}
