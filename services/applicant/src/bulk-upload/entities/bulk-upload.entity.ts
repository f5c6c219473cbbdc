import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { BulkUploadStatus } from '@attest/contracts';

/** One bulk CSV upload: who started it, whether invitations go out, and where its job stands. */
@Entity('bulk_uploads')
@Index('ix_bulk_uploads_customer', ['customer_id', 'created_at'])
export class BulkUploadEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 }) upload_id: string;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) user_id: number;
  @Column({ type: 'int', nullable: true }) location_id: number | null;
  @Column({ type: 'tinyint', default: 0 }) send_invitations: number;
  @Column({ type: 'varchar', length: 16 }) status: BulkUploadStatus;
  /** The real-time event its progress is published on. */
  @Column({ type: 'varchar', length: 128 }) event_name: string;
  /** How many times its job was queued: a job that failed for good is queued again under the next number. */
  @Column({ type: 'int', default: 0 }) run: number;
  @Column({ type: 'datetime' }) created_at: Date;
  @Column({ type: 'datetime', nullable: true }) finished_at: Date | null;
}
