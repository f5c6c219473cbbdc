import type { EntityManager } from 'typeorm';
import { In } from 'typeorm';
import type { ApplicantEntity } from '@attest/applicant';
import { CstUserEntity } from '@attest/identity';
import type { I9RevisionEntity } from '../records/entities';

const fullName = (first: string | null | undefined, last: string | null | undefined): string | null =>
  [first, last].filter((p) => p && p.trim()).join(' ').trim() || null;

/**
 * Who made each correcting revision ("who corrected what and when"), by revision id: the staff user's name,
 * or the employee's for a change they made themselves after signing. Null when the name is not known
 * (a service process without identity's tables, a removed user).
 */
export async function correctorNames(m: EntityManager, revisions: I9RevisionEntity[], applicant: ApplicantEntity): Promise<Map<number, string | null>> {
  const userIds = [...new Set(revisions.filter((r) => r.created_by_party === 'user').map((r) => r.created_by_id))];
  const users = new Map<number, string | null>();
  if (userIds.length && m.connection.hasMetadata(CstUserEntity)) {
    const rows = await m.getRepository(CstUserEntity).find({ where: { user_id: In(userIds) }, select: ['user_id', 'first_name', 'last_name'] });
    for (const u of rows) {
      users.set(u.user_id, fullName(u.first_name, u.last_name));
    }
  }
  const employee = fullName(applicant.first_name, applicant.last_name);
  return new Map(
    revisions.map((r) => {
      if (r.created_by_party === 'user') {
        return [r.id, users.get(r.created_by_id) ?? null];
      }
      return [r.id, r.created_by_party === 'applicant' && r.created_by_id === applicant.applicant_id ? employee : null];
    }),
  );
}
