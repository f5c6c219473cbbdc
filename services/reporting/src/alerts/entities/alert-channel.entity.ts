import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A staff user's real-time event name for their alerts: event names are random and owned by the customer
 * (platform RealtimeService), so the name itself is what keeps one user's alerts from another's.
 */
@Entity('adm_alert_channels')
@Index('ux_adm_alert_channels_user', ['customer_id', 'user_id'], { unique: true })
export class AlertChannelEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  customer_id: number;

  @Column({ type: 'int' })
  user_id: number;

  @Column({ type: 'varchar', length: 120 })
  event_name: string;

  @Column({ type: 'datetime' })
  created_at: Date;
}
