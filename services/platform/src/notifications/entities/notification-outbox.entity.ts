import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { NotificationChannel } from '../notification.types';

/**
 * Email and SMS that were not handed to a provider (no SMTP configured, no SMS provider yet):
 * what /_mailbox shows operators, tests and the demo.
 */
@Entity('notification_outbox')
export class NotificationOutboxEntity {
  /** bigint (INTEGER on SQLite): MySQL hands it back as a string, SQLite as a number. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string | number;

  @Column({ type: 'int' })
  customer_id: number;

  @Column({ type: 'varchar', length: 8 })
  channel: NotificationChannel;

  @Column({ type: 'varchar', length: 320 })
  recipient: string;

  @Column({ type: 'varchar', length: 998, nullable: true })
  subject: string | null;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'datetime' })
  created_at: Date;
}
