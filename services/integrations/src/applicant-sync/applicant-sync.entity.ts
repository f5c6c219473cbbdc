import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { jsonText } from '../wotc/wotc-order.entity';

export type ApplicantSyncKind = 'sync_out' | 'placements' | 'credentials' | 'inbound';
export type ApplicantSyncStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'ignored';

/**
 * One applicant-level ATS exchange (decision 0051): an outbound sync, a placement sync, a credential send or an
 * inbound change (webhook or poll). The job key is unique per customer: a repeated request, a replayed webhook
 * event or a poll seeing the same change finds the same row. The result holds field names and counts, never
 * personal values.
 */
@Entity('int_applicant_syncs')
@Index('ux_int_applicant_syncs_key', ['customer_id', 'job_key'], { unique: true })
@Index('ix_int_applicant_syncs_applicant', ['customer_id', 'applicant_id', 'id'])
export class ApplicantSyncEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int', nullable: true }) applicant_id: number | null;
  @Column({ type: 'varchar', length: 16 }) kind: ApplicantSyncKind;
  /** staff, webhook, poll or schedule. */
  @Column({ type: 'varchar', length: 16 }) source: string;
  @Column({ type: 'varchar', length: 32 }) adapter: string;
  @Column({ type: 'varchar', length: 160 }) job_key: string;
  @Column({ type: 'varchar', length: 16 }) status: ApplicantSyncStatus;
  @Column({ type: 'text', nullable: true, transformer: jsonText }) result: Record<string, unknown> | null;
  /** A message key or our own error text (method, path, status), never record data. */
  @Column({ type: 'varchar', length: 500, nullable: true }) error: string | null;
  @Column({ type: 'int', nullable: true }) user_id: number | null;
  @Column({ type: 'datetime' }) created_at: Date;
  @Column({ type: 'datetime', nullable: true }) finished_at: Date | null;
}
