import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ClosureStatement, EverifyAgency, EverifyCaseStatus, PhotoMatchAnswer, ReasonForDelayCode } from '@attest/contracts';

/** The employer action waiting for E-Verify's answer (the queue delivers it); null when nothing is owed. */
export type PendingAction = 'SUBMIT' | 'PHOTO_MATCH' | 'CONTINUE_DUPLICATE' | 'NOTIFY_EMPLOYEE' | 'REFER' | 'NONCONTEST' | 'CLOSE';

/**
 * One E-Verify case of one hire (issue 13), made from a completed I-9. Holds no SSN nor document number:
 * those are read from the I-9's encrypted revisions when the case is sent. `status` is E-Verify's truth;
 * an employer action waits in `pending_action` (and `awaiting_service`) until E-Verify has answered it.
 */
@Entity('everify_cases')
@Index('ix_everify_cases_status', ['customer_id', 'status'])
@Index('ix_everify_cases_record', ['customer_id', 'i9_record_id'])
@Index('ix_everify_cases_applicant', ['customer_id', 'applicant_id'])
@Index('ux_everify_cases_number', ['customer_id', 'case_number'], { unique: true })
@Index('ix_everify_cases_awaiting', ['awaiting_service'])
export class EverifyCaseEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  /** The applicant's location when the case was created (the location-based case view filters on it). */
  @Column({ type: 'int', nullable: true }) location_id: number | null;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'int' }) i9_record_id: number;
  /** E-Verify's case number, once E-Verify has opened the case. */
  @Column({ type: 'varchar', length: 32, nullable: true }) case_number: string | null;
  @Column({ type: 'varchar', length: 32 }) status: EverifyCaseStatus;
  @Column({ type: 'varchar', length: 8, nullable: true }) tnc_agency: EverifyAgency | null;
  @Column({ type: 'datetime', nullable: true }) tnc_issued_at: Date | null;
  @Column({ type: 'datetime', nullable: true }) employee_notified_at: Date | null;
  @Column({ type: 'datetime', nullable: true }) referred_at: Date | null;
  /** The referral letter's language (en/es), recorded for the letter. */
  @Column({ type: 'varchar', length: 2, nullable: true }) referral_lang: string | null;
  @Column({ type: 'varchar', length: 16, nullable: true }) photo_answer: PhotoMatchAnswer | null;
  /** Storage key of the photo E-Verify showed for photo matching (encrypted at rest). */
  @Column({ type: 'varchar', length: 200, nullable: true }) photo_key: string | null;
  /** E-Verify's case numbers of the earlier cases with the same SSN (duplicate case alert), JSON. */
  @Column({ type: 'varchar', length: 400, nullable: true }) duplicate_case_numbers: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) duplicate_reason: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) closure_statement: ClosureStatement | null;
  @Column({ type: 'datetime', nullable: true }) closed_at: Date | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) reason_for_delay: ReasonForDelayCode | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) reason_for_delay_description: string | null;
  /** The reason was recorded by the product (E-Verify unreachable until the case was late). */
  @Column({ type: 'tinyint', default: 0 }) reason_for_delay_auto: number;
  /** "Waiting for E-Verify": a request (the submission or an employer action) is queued and not answered yet. */
  @Column({ type: 'tinyint', default: 0 }) awaiting_service: number;
  @Column({ type: 'varchar', length: 32, nullable: true }) pending_action: PendingAction | null;
  /** The action's argument: closure statement, photo answer, duplicate reason. */
  @Column({ type: 'varchar', length: 500, nullable: true }) pending_detail: string | null;
  @Column({ type: 'int', nullable: true }) pending_by: number | null;
  @Column({ type: 'datetime', nullable: true }) pending_since: Date | null;
  /** The latest queued job of this case (the sweep does not queue another while it lives). */
  @Column({ type: 'varchar', length: 100, nullable: true }) job_id: string | null;
  @Column({ type: 'int', default: 0 }) service_attempts: number;
  /** Message key of the last failed call (everify_unavailable, a refusal...), cleared by the next answer. */
  @Column({ type: 'varchar', length: 64, nullable: true }) last_error: string | null;
  @Column({ type: 'datetime', nullable: true }) last_error_at: Date | null;
  @Column({ type: 'datetime', nullable: true }) last_checked_at: Date | null;
  /** YYYY-MM-DD, from Section 2. */
  @Column({ type: 'varchar', length: 10, nullable: true }) first_day_of_employment: string | null;
  /** Deadlines (YYYY-MM-DD, federal working days): the case, the employee's notice, the agency contact. */
  @Column({ type: 'varchar', length: 10, nullable: true }) case_due: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) notify_due: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) contact_due: string | null;
  /** When the employer sent the case (it may reach E-Verify later, during an outage). */
  @Column({ type: 'datetime', nullable: true }) submitted_at: Date | null;
  /** When E-Verify opened it (answered with a case number). */
  @Column({ type: 'datetime', nullable: true }) opened_at: Date | null;
  @Column({ type: 'int' }) created_by: number;
  @Column({ type: 'datetime' }) created_at: Date;
  @Column({ type: 'datetime' }) updated_at: Date;
  @Column({ type: 'int', default: 1 }) version: number;
}
