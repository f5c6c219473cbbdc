import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { SurveyOrderStatus } from '@attest/contracts';

/** The simulated survey provider's side of an order (in the database so page and status agree across processes). */
@Entity('int_survey_sim_orders')
export class SurveySimOrderEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 }) order_id: string;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'int' }) applicant_id: number;
  @Column({ type: 'varchar', length: 100, nullable: true }) first_name: string | null;
  @Column({ type: 'varchar', length: 16 }) status: SurveyOrderStatus;
  @Column({ type: 'int', nullable: true }) score: number | null;
  @Column({ type: 'datetime' }) created_at: Date;
  @Column({ type: 'datetime' }) updated_at: Date;
}
