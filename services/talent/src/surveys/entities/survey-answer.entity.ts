import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { SurveyKind } from '@attest/contracts';

/**
 * An applicant's answer to an interview or placement satisfaction survey (applicant-side "Survey"): the 0–10
 * score the NPS report reads (decision 0036). Staff may hide an answer: it stays listed but leaves the report.
 */
@Entity('tal_survey_answers')
@Index('ix_tal_survey_answers_customer_created', ['customer_id', 'created_at'])
@Index('ix_tal_survey_answers_customer_applicant', ['customer_id', 'applicant_id'])
export class SurveyAnswerEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'varchar', length: 16 }) kind: SurveyKind;
  /** The interview or placement the survey was about. */
  @Column({ type: 'int', nullable: true }) entity_id: number | null;
  @Column({ type: 'int' }) score: number;
  /** The spec's survey type (0–3) of a guest survey; null on answers recorded before (decision 0044). */
  @Column({ type: 'int', nullable: true }) survey_type: number | null;
  /** The yes/no answers as JSON ({ code: 'yes' | 'no' }). */
  @Column({ type: 'text', nullable: true }) answers: string | null;
  @Column({ type: 'text', nullable: true }) comment: string | null;
  @Column({ type: 'tinyint', default: 0 }) hidden: number;
  @Column({ type: 'datetime' }) created_at: Date;
}
