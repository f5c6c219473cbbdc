import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type ReverifyTaskReason = 'ead_revoked';

/**
 * A Supplement B reverification to do on an I-9, opened by the product (an EAD revocation matched to the
 * employee; the revocation rows name it). It is done once a Supplement B reverification is signed on the record after `opened_at` (read
 * from the record's revisions, so it cannot drift from them). Rows go with their record (ON DELETE CASCADE).
 */
@Entity('i9_reverify_tasks')
@Index('ix_i9_reverify_tasks_record', ['customer_id', 'record_id'])
export class I9ReverifyTaskEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) record_id: number;
  @Column({ type: 'int', nullable: true }) location_id: number | null;
  @Column({ type: 'varchar', length: 32 }) reason: ReverifyTaskReason;
  /** YYYY-MM-DD: the revocation's date (the reverification is due at once). */
  @Column({ type: 'varchar', length: 10, nullable: true }) due_date: string | null;
  @Column({ type: 'int' }) opened_by: number;
  @Column({ type: 'datetime' }) opened_at: Date;
}
