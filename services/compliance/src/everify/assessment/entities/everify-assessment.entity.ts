import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type AssessmentStatus = 'ordered' | 'passed';

/**
 * A staff user's E-Verify assessment in one customer (E-Verify's tutorial and its knowledge test, which every
 * user who creates cases must pass): ordered for them, then passed on a date. Per customer, as E-Verify
 * accounts (and their users) are per employer.
 */
@Entity('user_everify_assessments')
@Index('ux_user_everify_assessments', ['customer_id', 'user_id'], { unique: true })
export class EverifyAssessmentEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) user_id: number;
  @Column({ type: 'varchar', length: 16 }) status: AssessmentStatus;
  @Column({ type: 'datetime', nullable: true }) ordered_at: Date | null;
  @Column({ type: 'int', nullable: true }) ordered_by: number | null;
  /** YYYY-MM-DD: the day the knowledge test was passed. */
  @Column({ type: 'varchar', length: 10, nullable: true }) passed_on: string | null;
  /** Who recorded the pass (the user, or an account manager for them), and when. */
  @Column({ type: 'int', nullable: true }) recorded_by: number | null;
  @Column({ type: 'datetime', nullable: true }) recorded_at: Date | null;
}
