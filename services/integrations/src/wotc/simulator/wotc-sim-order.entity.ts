import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { WotcStatus } from '@attest/contracts';
import { jsonText, type WotcAnswers } from '../wotc-order.entity';

/**
 * The simulated WOTC provider's own records (its side of the order), kept in the database so the
 * survey page and the status call agree across processes and restarts.
 */
@Entity('wotc_sim_orders')
export class WotcSimOrderEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  order_id: string;

  /** The provider's account: our customer. */
  @Column({ type: 'int' })
  customer_id: number;

  /** The employer's reference for the candidate: our applicant id. */
  @Column({ type: 'int' })
  applicant_id: number;

  @Column({ type: 'varchar', length: 100, nullable: true })
  first_name: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  last_name: string | null;

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
