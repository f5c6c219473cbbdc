import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Who received the daily I-9 digest, per customer, user and day: the unique index makes the digest
 * idempotent (a retried or re-queued job skips whom it already reached). No personal data: ids, the day,
 * how many records the digest listed.
 */
@Entity('i9_alert_log')
@Index('ux_i9_alert_log_day', ['customer_id', 'user_id', 'alert_day'], { unique: true })
export class I9AlertLogEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) user_id: number;
  /** YYYY-MM-DD */
  @Column({ type: 'varchar', length: 10 }) alert_day: string;
  @Column({ type: 'int' }) records: number;
  @Column({ type: 'varchar', length: 128, nullable: true }) job_id: string | null;
  @Column({ type: 'datetime' }) sent_at: Date;
}
