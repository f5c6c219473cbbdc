import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Party } from './auth-context';

export type TokenKind =
  | 'access'
  | 'single_use'
  | 'email_confirmation'
  | 'password_reset'
  | 'account_activation'
  // Staff sign-in: the password was right, a second factor (or MFA enrolment) is still due.
  | 'mfa_challenge'
  | 'mfa_enrolment'
  // The single-use code an SSO callback hands the browser, exchanged for a session.
  | 'sso_exchange';

/** Every bearer secret we issue; only its SHA-256 is stored. */
@Entity('auth_tokens')
export class AuthTokenEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  token_hash: string;

  @Column({ type: 'varchar', length: 24 })
  kind: TokenKind;

  @Column({ type: 'varchar', length: 16 })
  party: Party;

  @Column({ type: 'int' })
  subject_id: number;

  @Column({ type: 'int' })
  customer_id: number;

  @Column({ type: 'int', nullable: true })
  issued_by_user_id: number | null;

  @Column({ type: 'datetime' })
  expires_at: Date;

  @Column({ type: 'datetime', nullable: true })
  used_at: Date | null;

  @Column({ type: 'datetime', nullable: true })
  revoked_at: Date | null;

  @Column({ type: 'datetime' })
  created_at: Date;
}
