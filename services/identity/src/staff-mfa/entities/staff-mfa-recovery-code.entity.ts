import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One single-use recovery code of a staff user; only its SHA-256 is stored (80 random bits each). */
@Entity('staff_mfa_recovery_codes')
@Index('ix_staff_mfa_recovery_user', ['user_id'])
export class StaffMfaRecoveryCodeEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  user_id: number;

  @Index('ux_staff_mfa_recovery_hash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  code_hash: string;

  @Column({ type: 'datetime', nullable: true })
  used_at: Date | null;
}
