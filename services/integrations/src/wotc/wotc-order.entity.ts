import { Column, Entity, Index, PrimaryGeneratedColumn, type ValueTransformer } from 'typeorm';
import type { WotcStatus } from '@attest/contracts';

/** Screening answers as the provider reports them: question code → 'yes' | 'no'. */
export type WotcAnswers = Record<string, 'yes' | 'no'>;

/** JSON in a text column: one migration serves MySQL and SQLite. */
export const jsonText: ValueTransformer = {
  to: (value: unknown) => (value == null ? null : JSON.stringify(value)),
  from: (value: string | null) => (value == null ? null : (JSON.parse(value) as unknown)),
};

/** One WOTC (Work Opportunity Tax Credit) screening order placed with the customer's provider for an applicant. */
@Entity('wotc_orders')
@Index('ix_wotc_orders_applicant', ['customer_id', 'applicant_id'])
@Index('ux_wotc_orders_order', ['provider', 'order_id'], { unique: true })
export class WotcOrderEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  customer_id: number;

  @Column({ type: 'int' })
  applicant_id: number;

  /** Which adapter placed it ('simulator' is the built-in one). */
  @Column({ type: 'varchar', length: 32 })
  provider: string;

  /** The provider's order id. */
  @Column({ type: 'varchar', length: 64 })
  order_id: string;

  @Column({ type: 'varchar', length: 16 })
  status: WotcStatus;

  @Column({ type: 'varchar', length: 64, nullable: true })
  error_code: string | null;

  @Column({ type: 'text', nullable: true, transformer: jsonText })
  answers: WotcAnswers | null;

  @Column({ type: 'datetime' })
  created_at: Date;

  @Column({ type: 'datetime' })
  updated_at: Date;
}
