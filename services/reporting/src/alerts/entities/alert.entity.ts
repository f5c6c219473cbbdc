import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A staff alert (staff-side §3 AdmAlert, plus the customer and what to show). */
@Entity('adm_alerts')
@Index('ix_adm_alerts_user', ['customer_id', 'user_id', 'status'])
export class AlertEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  alert_id: number;

  @Column({ type: 'int' })
  customer_id: number;

  @Column({ type: 'int' })
  type: number;

  /** 0 or 1 unread, 2 read (§4). */
  @Column({ type: 'int' })
  status: number;

  @Column({ type: 'int', nullable: true })
  entity_id: number | null;

  /** The staff user the alert is for (decision 0035: alerts are a user's own). */
  @Column({ type: 'int' })
  user_id: number;

  @Column({ type: 'int', nullable: true })
  applicant_id: number | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  message_key: string | null;

  /** JSON object of the message's {{params}}. */
  @Column({ type: 'text', nullable: true })
  message_params: string | null;

  @Column({ type: 'datetime' })
  date_created: Date;
}
