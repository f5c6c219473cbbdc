import { normaliseEmail } from '@attest/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { hashPassword, UserRoleEntity } from '@attest/platform';
import { DataSource } from 'typeorm';
import type { CreateUserInput } from './dto/create-user.dto';
import { CstUserEntity } from './entities/cst-user.entity';
import { UserCustomerEntity } from './entities/user-customer.entity';

/** Staff accounts and their customer memberships. */
@Injectable()
export class UsersService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  private get users() {
    return this.ds.getRepository(CstUserEntity);
  }

  async createUser(input: CreateUserInput): Promise<CstUserEntity> {
    const passwordHash = await hashPassword(input.password);
    return this.ds.transaction(async (m) => {
      const user = await m.save(
        m.create(CstUserEntity, {
          customer_id: input.customerId,
          location_id: input.locationId ?? null,
          email: normaliseEmail(input.email),
          mobile: input.mobile ?? null,
          password_hash: passwordHash,
          failed_login_count: 0,
          locked: 0,
          last_activity: null,
          first_name: input.firstName,
          last_name: input.lastName,
          active: 1,
          job_title: input.jobTitle ?? null,
        }),
      );
      const customerIds = [...new Set([input.customerId, ...(input.extraCustomerIds ?? [])])];
      await m.insert(
        UserCustomerEntity,
        customerIds.map((customerId) => ({ user_id: user.user_id, customer_id: customerId })),
      );
      if (input.roleIds?.length) {
        await m.insert(
          UserRoleEntity,
          customerIds.flatMap((customerId) => input.roleIds!.map((roleId) => ({ user_id: user.user_id, customer_id: customerId, role_id: roleId, location_id: input.roleLocationId ?? null }))),
        );
      }
      return user;
    });
  }

  /** Login looks a staff account up by email alone: staff emails are unique across customers. */
  findByEmail(email: string): Promise<CstUserEntity | null> {
    return this.users.findOne({ where: { email: normaliseEmail(email) } });
  }

  /** Active customers an active user may act for, home customer included. */
  async customerIdsOf(userId: number): Promise<number[]> {
    const rows = await this.ds
      .createQueryBuilder()
      .select('uc.customer_id', 'customer_id')
      .from(UserCustomerEntity, 'uc')
      .innerJoin(CstUserEntity, 'u', 'u.user_id = uc.user_id AND u.active = 1')
      .innerJoin('customers', 'c', 'c.id = uc.customer_id AND c.active = 1')
      .where('uc.user_id = :userId', { userId })
      .getRawMany<{ customer_id: number | string }>();
    return rows.map((r) => Number(r.customer_id));
  }
}
