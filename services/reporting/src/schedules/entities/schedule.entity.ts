import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A staff schedule (issue 17, decision 0035): what runs (an export or a reminder), when (cron in a time zone). */
@Entity('adm_schedules')
@Index('ix_adm_schedules_customer', ['customer_id'])
export class ScheduleEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  customer_id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** 'export' or 'reminder'. */
  @Column({ type: 'varchar', length: 16 })
  kind: string;

  /** EXPORT_MODELS model of an export schedule. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  model: string | null;

  /** JSON: the export's saved filter. */
  @Column({ type: 'text', nullable: true })
  filter: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  message: string | null;

  @Column({ type: 'varchar', length: 100 })
  cron: string;

  @Column({ type: 'varchar', length: 64 })
  time_zone: string;

  @Column({ type: 'tinyint', default: 1 })
  active: number;

  /** The staff user it runs as (exports) or reminds (reminders). */
  @Column({ type: 'int' })
  created_by: number;

  @Column({ type: 'datetime' })
  created_at: Date;

  @Column({ type: 'datetime' })
  updated_at: Date;

  @Column({ type: 'datetime', nullable: true })
  last_run_at: Date | null;

  /** 'ok' or 'failed'. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  last_run_status: string | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  last_run_export_id: string | null;
}
