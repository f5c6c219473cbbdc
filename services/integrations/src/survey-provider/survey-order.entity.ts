import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { SurveyOrderStatus } from '@attest/contracts';

/** An iframe survey order we placed with a provider for an applicant (decision 0044). */
@Entity('int_survey_orders')
@Index('ix_int_survey_orders_applicant', ['customer_id', 'applicant_id'])
@Index('ux_int_survey_orders_order', ['provider', 'order_id'], { unique: true })
export class SurveyOrderEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'varchar', length: 64 }) provider: string;
  @Column({ type: 'varchar', length: 64 }) order_id: string;
  @Column({ type: 'int', nullable: true }) survey_type: number | null;
  @Column({ type: 'int', nullable: true }) entity_id: number | null;
  @Column({ type: 'varchar', length: 16 }) status: SurveyOrderStatus;
  @Column({ type: 'datetime' }) created_at: Date;
  @Column({ type: 'datetime' }) updated_at: Date;
}
