import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { BulkUploadRowState } from '@attest/contracts';

/**
 * One row of an upload. `state` is what makes the job idempotent: only pending rows are worked on, and a
 * batch's applicants and its rows' new state commit in one transaction. Values are cleared once created.
 */
@Entity('bulk_upload_rows')
@Index('ux_bulk_upload_rows_row', ['upload_id', 'row_no'], { unique: true })
@Index('ix_bulk_upload_rows_state', ['upload_id', 'state', 'row_no'])
@Index('ix_bulk_upload_rows_email', ['upload_id', 'email_norm'])
export class BulkUploadRowEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'varchar', length: 36 }) upload_id: string;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) row_no: number;
  /** Normalised email ('' when none): the duplicate check groups on it. */
  @Column({ type: 'varchar', length: 254, default: '' }) email_norm: string;
  /** JSON of the row's values (BulkUploadValues); null once the applicant exists. */
  @Column({ type: 'text', nullable: true }) data: string | null;
  @Column({ type: 'varchar', length: 12, default: 'pending' }) state: BulkUploadRowState;
  @Column({ type: 'int', nullable: true }) applicant_id: number | null;
  /** JSON of BulkUploadRowErrors when invalid. */
  @Column({ type: 'text', nullable: true }) errors: string | null;
  /** 'pending' until the row's invitation job is queued, then 'queued'; null when none is sent. */
  @Column({ type: 'varchar', length: 12, nullable: true }) invite_state: 'pending' | 'queued' | null;
}
