import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@attest/platform';
import { ApplicantEntity } from '@attest/applicant';
import { DataSource } from 'typeorm';
import { CstUserEntity } from '../users/entities/cst-user.entity';

/** The two account tables that carry failed_login_count and locked. */
export const ACCOUNT_TABLES = {
  applicant: { table: 'applicants', id: 'applicant_id' },
  user: { table: 'cst_users', id: 'user_id' },
} as const;

export type AccountKind = keyof typeof ACCOUNT_TABLES;

/** Counts failed logins atomically in the database and locks the account at config.loginMaxFailures. */
@Injectable()
export class AccountLockoutService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Answers whether the account is locked after this failure. */
  async recordFailure(kind: AccountKind, id: number): Promise<boolean> {
    const t = ACCOUNT_TABLES[kind];
    // `locked` is assigned first: MySQL evaluates SET left to right with updated values, SQLite uses
    // the old ones; in this order both see the old failed_login_count.
    await this.ds.query(
      `UPDATE ${t.table} SET locked = CASE WHEN failed_login_count + 1 >= ? THEN 1 ELSE locked END, ` +
        `failed_login_count = failed_login_count + 1 WHERE ${t.id} = ?`,
      [this.config.loginMaxFailures, id],
    );
    const rows: { locked: number | string }[] = await this.ds.query(`SELECT locked FROM ${t.table} WHERE ${t.id} = ?`, [id]);
    return Number(rows[0]?.locked ?? 0) === 1;
  }

  /** Through the entities, so the timestamp is bound the way each driver stores dates. */
  async recordSuccess(kind: AccountKind, id: number): Promise<void> {
    const now = new Date();
    if (kind === 'applicant') {
      await this.ds.getRepository(ApplicantEntity).update({ applicant_id: id }, { failed_login_count: 0, last_activity_date: now });
    } else {
      await this.ds.getRepository(CstUserEntity).update({ user_id: id }, { failed_login_count: 0, last_activity: now });
    }
  }
}
