import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ApplicantEntity } from '@attest/applicant';
import { CstUserEntity } from '@attest/identity';
import type { AuthContext } from '@attest/platform';

/** Who did something to an I-9, as the trail and a signature record it. */
export interface Actor {
  party: 'applicant' | 'user' | 'system' | 'second_signer';
  id: number;
  name: string | null;
  /** A staff user acting in an applicant session (log in as applicant). */
  actingUserId: number | null;
  ip: string | null;
}

const fullName = (first: string | null | undefined, last: string | null | undefined): string | null =>
  [first, last].filter((p) => p && p.trim()).join(' ').trim() || null;

/** Resolves the caller's display name once per call (the applicant's, or the staff user's). */
@Injectable()
export class ActorService {
  async of(m: EntityManager, auth: AuthContext, applicant?: ApplicantEntity): Promise<Actor> {
    const base = { actingUserId: auth.actingUserId ?? null, ip: auth.ip ?? null };
    if (auth.party === 'applicant') {
      return { ...base, party: 'applicant', id: auth.applicantId ?? 0, name: applicant ? fullName(applicant.first_name, applicant.last_name) : null };
    }
    const userId = auth.userId ?? 0;
    return { ...base, party: 'user', id: userId, name: await this.staffName(m, userId) };
  }

  private async staffName(m: EntityManager, userId: number): Promise<string | null> {
    // A service process without identity's tables (or a user without a row) still records the id.
    if (!m.connection.hasMetadata(CstUserEntity)) {
      return null;
    }
    const user = await m.getRepository(CstUserEntity).findOne({ where: { user_id: userId }, select: ['user_id', 'first_name', 'last_name'] });
    return user ? fullName(user.first_name, user.last_name) : null;
  }
}

export const SYSTEM_ACTOR: Actor = { party: 'system', id: 0, name: 'system', actingUserId: null, ip: null };
