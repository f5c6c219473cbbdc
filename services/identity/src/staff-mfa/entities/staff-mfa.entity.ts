import { encryptedColumn } from '@attest/platform';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A staff user's TOTP factor. Secrets are encrypted at rest with the platform's field cipher. */
@Entity('staff_mfa')
export class StaffMfaEntity {
  @PrimaryColumn({ type: 'int' })
  user_id: number;

  /** The active secret (base32), null while only an enrolment is pending. */
  @Column({ type: 'text', nullable: true, transformer: encryptedColumn })
  totp_secret: string | null;

  /** A secret shown by an enrolment start, waiting for its first code. */
  @Column({ type: 'text', nullable: true, transformer: encryptedColumn })
  pending_secret: string | null;

  @Column({ type: 'datetime', nullable: true })
  enabled_at: Date | null;

  /** The 30-second step of the last code accepted: a code is never accepted twice. */
  @Column({ type: 'int', default: 0 })
  last_used_step: number;

  @Column({ type: 'datetime' })
  updated_at: Date;
}
