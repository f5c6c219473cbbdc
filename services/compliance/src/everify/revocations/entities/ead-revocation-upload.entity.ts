import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One uploaded Status Change Report: who sent it, and what became of its rows. */
@Entity('ead_revocation_uploads')
@Index('ix_ead_revocation_uploads_customer', ['customer_id', 'created_at'])
export class EadRevocationUploadEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 200 }) file_name: string;
  /** Data rows read (header excluded). */
  @Column({ type: 'int', default: 0 }) rows_read: number;
  @Column({ type: 'int', default: 0 }) rows_stored: number;
  /** Rows without a usable number or date (reported in the answer, not stored). */
  @Column({ type: 'int', default: 0 }) rows_invalid: number;
  /** Rows already stored from an earlier report (same case number and date). */
  @Column({ type: 'int', default: 0 }) rows_duplicate: number;
  @Column({ type: 'int', default: 0 }) tasks_opened: number;
  @Column({ type: 'int' }) created_by: number;
  @Column({ type: 'datetime' }) created_at: Date;
}
