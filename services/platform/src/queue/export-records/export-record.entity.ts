import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One CSV export (every export job, decision 0035): recorded by platform's export runner when queued and
 * when finished, listed by reporting's exports page, its file removed after the retention.
 */
@Entity('adm_exports')
@Index('ix_adm_exports_customer_created', ['customer_id', 'created_at'])
@Index('ix_adm_exports_status_finished', ['status', 'finished_at'])
export class ExportRecordEntity {
  /** The export id the job carries (a UUID). */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  export_id: string;

  @Column({ type: 'int' })
  customer_id: number;

  @Column({ type: 'int' })
  user_id: number;

  @Column({ type: 'varchar', length: 64 })
  job_name: string;

  /** EXPORT_MODELS model, null for a job the catalogue does not know. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  model: string | null;

  /** JSON: the filter's set fields (searched text replaced by "(set)"). */
  @Column({ type: 'text' })
  filter_summary: string;

  @Column({ type: 'varchar', length: 16 })
  status: string;

  @Column({ type: 'int', nullable: true })
  row_count: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  file_key: string | null;

  @Column({ type: 'varchar', length: 128, nullable: true })
  file_name: string | null;

  @Column({ type: 'int', nullable: true })
  schedule_id: number | null;

  @Column({ type: 'datetime' })
  created_at: Date;

  @Column({ type: 'datetime', nullable: true })
  finished_at: Date | null;

  @Column({ type: 'datetime', nullable: true })
  expires_at: Date | null;
}
