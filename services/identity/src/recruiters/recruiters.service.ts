import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PERMISSIONS, type RecruiterListItem, type RecruiterQuery } from '@attest/contracts';
import { locationScope, RolePermissionEntity, UserRoleEntity, type AuthContext } from '@attest/platform';
import { CstUserEntity, UserCustomerEntity } from '../users/entities';

const like = (word: string) => `%${word.toLowerCase().replace(/[!%_]/g, (c) => '!' + c)}%`;

/**
 * POST /api/v1/recruiters/query. A recruiter is a staff member of the active customer who works applicants:
 * one of their roles in this customer grants applicants.write (spec §1: recruiters search, edit and manage
 * applicants). A caller limited to locations sees the recruiters of those locations and of every location.
 */
@Injectable()
export class RecruitersService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  async query(auth: AuthContext, q: RecruiterQuery): Promise<{ items: RecruiterListItem[]; total: number }> {
    const filtered = () => {
      const grant = this.ds
        .createQueryBuilder()
        .select('1')
        .from(UserRoleEntity, 'ur')
        .innerJoin(RolePermissionEntity, 'rp', 'rp.role_id = ur.role_id AND rp.permission = :recruits')
        .where('ur.user_id = u.user_id AND ur.customer_id = :customerId');
      if (q.location_id) {
        grant.andWhere('(ur.location_id IS NULL OR ur.location_id = :locationId)');
      }
      const scope = locationScope(auth);
      if (scope !== null) {
        grant.andWhere(scope.length ? '(ur.location_id IS NULL OR ur.location_id IN (:...scope))' : 'ur.location_id IS NULL');
      }
      const qb = this.ds
        .getRepository(CstUserEntity)
        .createQueryBuilder('u')
        .innerJoin(UserCustomerEntity, 'uc', 'uc.user_id = u.user_id AND uc.customer_id = :customerId')
        .where('u.invitation_pending = 0')
        .andWhere(`EXISTS (${grant.getQuery()})`)
        .setParameters({ customerId: auth.customerId, recruits: PERMISSIONS.APPLICANTS_WRITE, locationId: q.location_id, scope });
      (q.term ?? '').split(/\s+/).filter(Boolean).slice(0, 4).forEach((word, i) => {
        const cols = ['u.first_name', 'u.last_name', 'u.email'].map((c) => `LOWER(${c}) LIKE :t${i} ESCAPE '!'`).join(' OR ');
        qb.andWhere(`(${cols})`, { [`t${i}`]: like(word) });
      });
      if (q.active !== undefined) {
        qb.andWhere('u.active = :active', { active: q.active ? 1 : 0 });
      }
      return qb;
    };
    const [users, total] = await Promise.all([
      filtered().orderBy('u.last_name', 'ASC').addOrderBy('u.first_name', 'ASC').addOrderBy('u.user_id', 'ASC').skip(q.skip).take(q.take).getMany(),
      filtered().getCount(),
    ]);
    return {
      items: users.map((u) => ({
        user_id: u.user_id,
        first_name: u.first_name,
        last_name: u.last_name,
        full_name: `${u.first_name} ${u.last_name}`.trim(),
        email: u.email,
        job_title: u.job_title,
        active: u.active === 1,
        last_activity: u.last_activity ? u.last_activity.toISOString() : null,
      })),
      total,
    };
  }
}
