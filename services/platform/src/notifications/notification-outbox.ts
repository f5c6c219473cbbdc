import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NotificationOutboxEntity } from './entities/notification-outbox.entity';
import type { NotificationChannel } from './notification.types';

export interface OutboxRow {
  customerId: number;
  channel: NotificationChannel;
  recipient: string;
  subject: string | null;
  body: string;
}

export interface OutboxMessage {
  id: number;
  customer_id: number;
  channel: NotificationChannel;
  to: string;
  subject: string | null;
  body: string;
  /** The http(s) links in the body, so tests and the demo can follow confirmation and reset links. */
  links: string[];
  created_at: string;
}

const LINK = /https?:\/\/[^\s<>"']+/g;

export function findLinks(text: string): string[] {
  return [...text.matchAll(LINK)].map((m) => m[0].replace(/[.,;:!?)\]]+$/, ''));
}

/**
 * The notification_outbox table. Read across customers on purpose: the mailbox is an operator tool
 * for the embedded default, not a tenant-facing view.
 */
@Injectable()
export class NotificationOutbox {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  async add(row: OutboxRow): Promise<void> {
    await this.ds.getRepository(NotificationOutboxEntity).insert({
      customer_id: row.customerId,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      created_at: new Date(),
    });
  }

  /** Newest first; `to` matches the recipient case-insensitively on both databases. */
  async list(options: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
    const query = this.ds
      .getRepository(NotificationOutboxEntity)
      .createQueryBuilder('o')
      .orderBy('o.id', 'DESC')
      .take(Math.min(Math.max(options.limit ?? 100, 1), 500));
    if (options.to) {
      query.where('LOWER(o.recipient) = :to', { to: options.to.trim().toLowerCase() });
    }
    const rows = await query.getMany();
    return rows.map((r) => ({
      id: Number(r.id),
      customer_id: r.customer_id,
      channel: r.channel,
      to: r.recipient,
      subject: r.subject,
      body: r.body,
      links: findLinks(r.body),
      created_at: new Date(r.created_at).toISOString(),
    }));
  }
}
