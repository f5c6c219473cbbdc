import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What the retention purge removed: one row per I-9 record, kept after the record, its revisions and
 * its trail are gone. No personal data: ids, dates of the record's life, counts, and the trail's last
 * hash (proof of which chain was destroyed).
 */
@Entity('i9_purge_log')
@Index('ix_i9_purge_log_customer', ['customer_id', 'purged_at'])
export class I9PurgeLogEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) record_id: number;
  @Column({ type: 'int', nullable: true }) location_id: number | null;
  @Column({ type: 'varchar', length: 16 }) edition: string;
  @Column({ type: 'datetime' }) record_created_at: Date;
  /** YYYY-MM-DD: the retention date that had passed. */
  @Column({ type: 'varchar', length: 10 }) retention_until: string;
  @Column({ type: 'int' }) revisions_purged: number;
  @Column({ type: 'int' }) trail_rows_purged: number;
  @Column({ type: 'varchar', length: 64, nullable: true }) trail_head: string | null;
  @Column({ type: 'varchar', length: 128, nullable: true }) job_id: string | null;
  @Column({ type: 'datetime' }) purged_at: Date;
}
