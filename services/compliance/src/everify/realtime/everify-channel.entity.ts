import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Each customer's real-time channel for case changes: open case pages subscribe to it. The name is
 * renewed before the hub forgets its owner (24 h); messages go to the current and the previous name.
 */
@Entity('everify_channels')
@Index('ux_everify_channels_customer', ['customer_id'], { unique: true })
export class EverifyChannelEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'int' }) customer_id: number;
  @Column({ type: 'varchar', length: 160 }) event_name: string;
  @Column({ type: 'varchar', length: 160, nullable: true }) previous_event_name: string | null;
  @Column({ type: 'datetime' }) created_at: Date;
}
