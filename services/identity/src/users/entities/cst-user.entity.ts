import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A customer staff account (recruiter, admin). The email is unique across the installation: one
 * person holds one account and reaches further customers through user_customers.
 */
@Entity('cst_users')
@Index('ix_cst_users_customer', ['customer_id'])
export class CstUserEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  user_id: number;

  /** The home customer. */
  @Column({ type: 'int' })
  customer_id: number;

  @Column({ type: 'int', nullable: true })
  location_id: number | null;

  /** Lower-case. */
  @Index('ux_cst_users_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  mobile: string | null;

  /** argon2id hash; never leaves the server. */
  @Column({ type: 'varchar', length: 255 })
  password_hash: string;

  @Column({ type: 'int', default: 0 })
  failed_login_count: number;

  @Column({ type: 'tinyint', default: 0 })
  locked: number;

  @Column({ type: 'datetime', nullable: true })
  last_activity: Date | null;

  @Column({ type: 'varchar', length: 100 })
  first_name: string;

  @Column({ type: 'varchar', length: 100 })
  last_name: string;

  @Column({ type: 'tinyint', default: 1 })
  active: number;

  @Column({ type: 'varchar', length: 100, nullable: true })
  job_title: string | null;

  /** ISO 3166 alpha-2; null: the customer's default (US). */
  @Column({ type: 'varchar', length: 2, nullable: true })
  country_code: string | null;

  /** Invited and not yet accepted: no password, cannot sign in. */
  @Column({ type: 'tinyint', default: 0 })
  invitation_pending: number;

  @Column({ type: 'datetime', nullable: true })
  invitation_expires_at: Date | null;
}
