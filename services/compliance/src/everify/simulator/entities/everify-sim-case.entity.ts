import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { encryptedColumn } from '@attest/platform';
import type { ClosureStatement, EverifyAgency, EverifyCaseStatus } from '@attest/contracts';

/**
 * The simulator's own record of a case, as E-Verify keeps it (the simulator stands for the remote service
 * and shares nothing with everify_cases). Like E-Verify, it opens a case for every submission: a resubmission with
 * the same client reference opens a second one (a duplicate case alert); the reference is only searched.
 */
@Entity('everify_sim_cases')
@Index('ix_everify_sim_cases_reference', ['customer_id', 'client_reference'])
@Index('ux_everify_sim_cases_number', ['case_number'], { unique: true })
@Index('ix_everify_sim_cases_ssn', ['customer_id', 'ssn_last4', 'created_at'])
export class EverifySimCaseEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 64 }) client_reference: string;
  @Column({ type: 'varchar', length: 32 }) case_number: string;
  /** The SSN as submitted (E-Verify holds it), encrypted; the last four pick the persona and narrow the duplicate search. */
  @Column({ type: 'text', transformer: encryptedColumn }) ssn: string;
  @Column({ type: 'varchar', length: 4 }) ssn_last4: string;
  @Column({ type: 'varchar', length: 32 }) persona: string;
  /** E-Verify's result (a closed case keeps the result it was closed on). */
  @Column({ type: 'varchar', length: 32 }) status: EverifyCaseStatus;
  @Column({ type: 'varchar', length: 8, nullable: true }) tnc_agency: EverifyAgency | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) document_type: string | null;
  @Column({ type: 'tinyint', default: 0 }) employee_notified: number;
  @Column({ type: 'datetime', nullable: true }) referred_at: Date | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) contact_due: string | null;
  /** A result E-Verify gives later (DHS verification in process, a referral), and from when. */
  @Column({ type: 'varchar', length: 32, nullable: true }) next_status: EverifyCaseStatus | null;
  @Column({ type: 'datetime', nullable: true }) next_at: Date | null;
  /** Earlier cases with the same SSN in the 30 days before (JSON case numbers). */
  @Column({ type: 'varchar', length: 400, nullable: true }) duplicate_of: string | null;
  @Column({ type: 'tinyint', default: 0 }) closed: number;
  @Column({ type: 'varchar', length: 64, nullable: true }) closure_statement: ClosureStatement | null;
  @Column({ type: 'datetime' }) status_changed_at: Date;
  @Column({ type: 'datetime' }) created_at: Date;
  @Column({ type: 'datetime' }) updated_at: Date;
}
