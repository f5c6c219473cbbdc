import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** customer_id of the row that holds the simulator's settings for every customer. */
export const SIM_GLOBAL_CUSTOMER = 0;

/** The simulator's switches, per customer (or for all: customer 0). */
@Entity('everify_sim_settings')
@Index('ux_everify_sim_settings_customer', ['customer_id'], { unique: true })
export class EverifySimSettingEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  /** Down: every call answers "unavailable" (an outage). */
  @Column({ type: 'tinyint', default: 0 }) down: number;
  /** The next n calls are carried out but their answers are lost (a time-out after E-Verify acted). */
  @Column({ type: 'int', default: 0 }) lose_answers: number;
  /** Seconds before a later result (in process, after a referral) is given; 0: on the next status check. */
  @Column({ type: 'int', default: 0 }) resolve_after_seconds: number;
  @Column({ type: 'int', nullable: true }) updated_by: number | null;
  @Column({ type: 'datetime' }) updated_at: Date;
}
