import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { I9Status } from '@attest/contracts';

/**
 * One Form I-9 of one applicant (issue 12). The form's content lives in i9_revisions (encrypted);
 * these columns are what lists, counts, deadlines and retention query, and hold no personal data
 * beyond the employment dates.
 */
@Entity('i9_records')
@Index('ix_i9_records_applicant', ['customer_id', 'applicant_id'])
@Index('ux_i9_records_current', ['customer_id', 'current_applicant_id'], { unique: true })
@Index('ix_i9_records_status', ['customer_id', 'status'])
@Index('ix_i9_records_retention', ['retention_until'])
export class I9RecordEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) applicant_id: number;
  /** The applicant's id while this is their current I-9, else null: the unique index keeps one current record. */
  @Column({ type: 'int', nullable: true }) current_applicant_id: number | null;
  /** The applicant's location when the record was created. */
  @Column({ type: 'int', nullable: true }) location_id: number | null;
  @Column({ type: 'varchar', length: 16 }) edition: string;
  @Column({ type: 'varchar', length: 32 }) status: I9Status;
  /** YYYY-MM-DD */
  @Column({ type: 'varchar', length: 10, nullable: true }) first_day_of_employment: string | null;
  /** YYYY-MM-DD */
  @Column({ type: 'varchar', length: 10, nullable: true }) termination_date: string | null;
  /** Section 1 and Section 2 due dates (YYYY-MM-DD, business days), computed from the first day. */
  @Column({ type: 'varchar', length: 10, nullable: true }) section1_due: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) section2_due: string | null;
  /** When work authorization ends (Section 1 of an authorized alien, or the List A/C document), YYYY-MM-DD. */
  @Column({ type: 'varchar', length: 10, nullable: true }) work_auth_until: string | null;
  @Column({ type: 'datetime', nullable: true }) section1_signed_at: Date | null;
  @Column({ type: 'datetime', nullable: true }) section2_signed_at: Date | null;
  /** A correction waits for its signature (Section 1: the employee's). */
  @Column({ type: 'tinyint', default: 0 }) pending_correction: number;
  /** The later of 3 years after the first day or 1 year after termination; null while employed. */
  @Column({ type: 'varchar', length: 10, nullable: true }) retention_until: string | null;
  @Column({ type: 'tinyint', default: 0 }) legal_hold: number;
  /** The trail's last row (its seq and hash), so removing rows from the end is detected too. */
  @Column({ type: 'int', default: 0 }) trail_seq: number;
  @Column({ type: 'varchar', length: 64, nullable: true }) trail_head: string | null;
  @Column({ type: 'datetime' }) created_at: Date;
  @Column({ type: 'datetime' }) updated_at: Date;
}
