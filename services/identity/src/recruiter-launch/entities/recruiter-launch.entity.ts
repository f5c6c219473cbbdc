import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A launch of the recruiter tab (decision 0023): a staff user (through the ATS host) asked for it, the tab
 * exchanges its token once, before `expires_at`. Only the token's SHA-256 is stored; the candidate data the
 * host passed is kept until the exchange hands it to the tab, then cleared.
 */
@Entity('recruiter_launches')
export class RecruiterLaunchEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  customer_id: number;

  @Column({ type: 'int' })
  user_id: number;

  @Index('ux_recruiter_launches_token', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  token_hash: string;

  @Column({ type: 'varchar', length: 128 })
  external_id: string;

  /** JSON of the ATS candidate (AtsCandidate), null once exchanged or when the host sent none. */
  @Column({ type: 'text', nullable: true })
  candidate: string | null;

  @Column({ type: 'datetime' })
  expires_at: Date;

  @Column({ type: 'datetime', nullable: true })
  used_at: Date | null;

  @Column({ type: 'datetime' })
  created_at: Date;
}
