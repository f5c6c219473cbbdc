import { encryptedColumn } from '@attest/platform';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One SSO sign-in in progress, from /start to /callback (ten minutes at most). The state is stored as
 * its SHA-256, the PKCE verifier encrypted; the row is bound to the browser that started it by the
 * hash of a cookie, so a callback URL sent to someone else does not sign them in.
 */
@Entity('sso_login_states')
@Index('ix_sso_login_states_expires', ['expires_at'])
export class SsoLoginStateEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Index('ux_sso_login_states_state', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  state_hash: string;

  @Column({ type: 'int' })
  customer_id: number;

  /** staff | applicant */
  @Column({ type: 'varchar', length: 16 })
  audience: string;

  @Column({ type: 'text', transformer: encryptedColumn })
  code_verifier: string;

  @Column({ type: 'varchar', length: 64 })
  nonce: string;

  @Column({ type: 'varchar', length: 64 })
  browser_hash: string;

  @Column({ type: 'varchar', length: 64 })
  location_code: string;

  /** A path of the same portal to open after sign-in. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  return_to: string | null;

  @Column({ type: 'datetime' })
  expires_at: Date;

  @Column({ type: 'datetime', nullable: true })
  used_at: Date | null;

  @Column({ type: 'datetime' })
  created_at: Date;
}
