import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { RevocationMatchKind } from '@attest/contracts';
import { encryptedColumn } from '@attest/platform';

/**
 * One row of an uploaded Status Change Report (an EAD revoked by USCIS), matched to the customer's employees
 * (contracts' RevocationMatcher): the I-9 it points at, or none, or several (`candidates`, for a person to
 * resolve). The A-Number and card number are encrypted; lists show their masked copies. A single match opens
 * a Supplement B reverification task on that I-9 (`reverify_task_id`).
 */
@Entity('ead_revocations')
@Index('ix_ead_revocations_kind', ['customer_id', 'match_kind'])
@Index('ix_ead_revocations_upload', ['customer_id', 'upload_id'])
@Index('ix_ead_revocations_record', ['customer_id', 'i9_record_id'])
@Index('ux_ead_revocations_case', ['customer_id', 'case_number', 'revocation_date'], { unique: true })
export class EadRevocationEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) upload_id: number;
  /** The row's line in its file. */
  @Column({ type: 'int' }) line: number;
  /** The matched employee's location (the location-based view filters on it); null when unmatched or ambiguous. */
  @Column({ type: 'int', nullable: true }) location_id: number | null;
  @Column({ type: 'int', nullable: true }) i9_record_id: number | null;
  @Column({ type: 'int', nullable: true }) applicant_id: number | null;
  @Column({ type: 'varchar', length: 16 }) match_kind: RevocationMatchKind;
  /** The I-9 record ids the row points at (JSON), two or more when ambiguous. */
  @Column({ type: 'varchar', length: 400, nullable: true }) candidates: string | null;
  /** E-Verify's case number of the row, when the report gives it. */
  @Column({ type: 'varchar', length: 32, nullable: true }) case_number: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) last_name: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) first_name: string | null;
  @Column({ type: 'varchar', length: 16, nullable: true }) a_number_masked: string | null;
  @Column({ type: 'text', nullable: true, transformer: encryptedColumn }) a_number: string | null;
  @Column({ type: 'varchar', length: 16, nullable: true }) card_number_masked: string | null;
  @Column({ type: 'text', nullable: true, transformer: encryptedColumn }) card_number: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) change_type: string | null;
  /** YYYY-MM-DD */
  @Column({ type: 'varchar', length: 10, nullable: true }) revocation_date: string | null;
  @Column({ type: 'int', nullable: true }) reverify_task_id: number | null;
  @Column({ type: 'int', nullable: true }) acknowledged_by: number | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) acknowledged_by_name: string | null;
  @Column({ type: 'datetime', nullable: true }) acknowledged_at: Date | null;
  @Column({ type: 'int' }) created_by: number;
  @Column({ type: 'datetime' }) created_at: Date;
}
