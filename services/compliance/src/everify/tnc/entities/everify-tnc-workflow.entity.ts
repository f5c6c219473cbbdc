import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What the employee decided on the mismatch: contest (referral) or not (non-contest). */
export type TncOutcome = 'REFER' | 'NONCONTEST';

/**
 * The TNC further action notice of one case (spec: staff-side §4, applicant-side §4): the private notice sent
 * to the employee, the notice's download, and the employee's answers to the two steps with who recorded them
 * (the employee in the portal, or staff for the employee). The applicant properties tnc_fan_* mirror it.
 */
@Entity('everify_tnc_workflows')
@Index('ux_everify_tnc_workflows_case', ['customer_id', 'case_id'], { unique: true })
export class EverifyTncWorkflowEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) case_id: number;
  /** When staff last sent the private notice (email to the employee with the link to their portal page). */
  @Column({ type: 'datetime', nullable: true }) notice_sent_at: Date | null;
  @Column({ type: 'int', nullable: true }) notice_sent_by: number | null;
  /** When the employee first downloaded the notice, and in which language. */
  @Column({ type: 'datetime', nullable: true }) downloaded_at: Date | null;
  @Column({ type: 'varchar', length: 2, nullable: true }) downloaded_lang: string | null;
  /** Step 1: will the employee take action on the mismatch? Step 2: will they contact the agency within 8 federal working days? */
  @Column({ type: 'tinyint', nullable: true }) tnc_fan_step1: number | null;
  @Column({ type: 'tinyint', nullable: true }) tnc_fan_step2: number | null;
  /** The language the employee chose for the notice and the referral letter. */
  @Column({ type: 'varchar', length: 2, nullable: true }) language: string | null;
  @Column({ type: 'varchar', length: 16, nullable: true }) outcome: TncOutcome | null;
  /** applicant (the employee in the portal) or user (staff recording the employee's decision). */
  @Column({ type: 'varchar', length: 16, nullable: true }) answered_party: string | null;
  @Column({ type: 'int', nullable: true }) answered_by: number | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) answered_name: string | null;
  @Column({ type: 'datetime', nullable: true }) answered_at: Date | null;
  @Column({ type: 'datetime' }) created_at: Date;
  @Column({ type: 'datetime' }) updated_at: Date;
}
