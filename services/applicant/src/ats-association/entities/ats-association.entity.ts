import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An ATS candidate (external id) associated with one applicant of the customer, for the recruiter tab
 * (staff-side §2). Unique both ways per customer: a candidate is one applicant, an applicant one candidate.
 */
@Entity('ats_associations')
@Index('ux_ats_associations_external', ['customer_id', 'external_id'], { unique: true })
@Index('ux_ats_associations_applicant', ['customer_id', 'applicant_id'], { unique: true })
export class AtsAssociationEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  customer_id: number;

  @Column({ type: 'varchar', length: 128 })
  external_id: string;

  @Column({ type: 'int' })
  applicant_id: number;

  @Column({ type: 'int', nullable: true })
  associated_by_user_id: number | null;

  @Column({ type: 'datetime' })
  created_at: Date;

  @Column({ type: 'datetime' })
  updated_at: Date;
}
