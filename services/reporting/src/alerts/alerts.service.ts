import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, In, Not } from 'typeorm';
import { ALERT_STATUS_READ, type AlertCreate, type AlertDto, type AlertPatch, type AlertsRead } from '@attest/contracts';
import { badRequest, TenantRepository, type AuthContext } from '@attest/platform';
import { AlertChannelService } from './alert-channel.service';
import { AlertEntity } from './entities/alert.entity';

const LIST_LIMIT = 500;

export type NewAlert = Omit<AlertCreate, 'type'> & { type: number };

/**
 * Staff alerts (staff-side §4, §7): each user sees and changes only their own (decision 0035). Every change is
 * pushed on the user's alerts channel as { alert?, removed?, unread } so the badge and the page follow live.
 */
@Injectable()
export class AlertsService {
  private readonly logger = new Logger('Alerts');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly channel: AlertChannelService,
  ) {}

  async list(auth: AuthContext, all: boolean): Promise<AlertDto[]> {
    const rows = await this.repo()
      .query(auth.customerId, 'a')
      .andWhere('a.user_id = :userId', { userId: userOf(auth) })
      .andWhere(all ? '1 = 1' : 'a.status <> :read', { read: ALERT_STATUS_READ })
      .orderBy('a.date_created', 'DESC')
      .addOrderBy('a.alert_id', 'DESC')
      .take(LIST_LIMIT)
      .getMany();
    return rows.map(toDto);
  }

  unread(auth: AuthContext): Promise<number> {
    return this.unreadOf(auth.customerId, userOf(auth));
  }

  create(auth: AuthContext, body: AlertCreate): Promise<AlertDto> {
    return this.createFor(auth.customerId, userOf(auth), body);
  }

  /** For the product's own alerts (a schedule's reminder): the user named, in the customer named. */
  async createFor(customerId: number, userId: number, body: NewAlert): Promise<AlertDto> {
    const row = await this.repo().insert(customerId, {
      type: body.type,
      status: body.status ?? 0,
      entity_id: body.entity_id ?? null,
      user_id: userId,
      applicant_id: body.applicant_id ?? null,
      message_key: body.message_key ?? null,
      message_params: body.message_params ? JSON.stringify(body.message_params) : null,
      date_created: new Date(),
    });
    const dto = toDto(row);
    await this.push(customerId, userId, { alert: dto });
    return dto;
  }

  async update(auth: AuthContext, id: number, body: AlertPatch): Promise<AlertDto> {
    const row = await this.own(auth, id);
    const changes: Partial<AlertEntity> = {};
    if (body.status !== undefined) {changes.status = body.status;}
    if (body.message_key !== undefined) {changes.message_key = body.message_key;}
    if (body.message_params !== undefined) {changes.message_params = body.message_params ? JSON.stringify(body.message_params) : null;}
    if (Object.keys(changes).length) {
      await this.ds.getRepository(AlertEntity).update({ alert_id: row.alert_id, customer_id: auth.customerId }, changes);
    }
    const dto = toDto({ ...row, ...changes });
    await this.push(auth.customerId, userOf(auth), { alert: dto });
    return dto;
  }

  async remove(auth: AuthContext, id: number): Promise<void> {
    const row = await this.own(auth, id);
    await this.ds.getRepository(AlertEntity).delete({ alert_id: row.alert_id, customer_id: auth.customerId });
    await this.push(auth.customerId, userOf(auth), { removed: row.alert_id });
  }

  /** Marks the listed alerts (only the caller's; others are ignored) or all of them read; answers how many changed. */
  async markRead(auth: AuthContext, body: AlertsRead): Promise<{ updated: number; unread: number }> {
    if (!body.all && !body.alertIds?.length) {
      throw badRequest('validation_failed', { fields: { alertIds: 'required' } });
    }
    const where = {
      customer_id: auth.customerId,
      user_id: userOf(auth),
      status: Not(ALERT_STATUS_READ),
      ...(body.all ? {} : { alert_id: In(body.alertIds as number[]) }),
    };
    const result = await this.ds.getRepository(AlertEntity).update(where, { status: ALERT_STATUS_READ });
    const unread = await this.unreadOf(auth.customerId, userOf(auth));
    await this.push(auth.customerId, userOf(auth), { read: body.all ? 'all' : body.alertIds, unread }, unread);
    return { updated: result.affected ?? 0, unread };
  }

  channelFor(auth: AuthContext) {
    return this.channel.channelFor(auth.customerId, userOf(auth));
  }

  private async own(auth: AuthContext, id: number): Promise<AlertEntity> {
    return this.repo().findOneOr404(auth.customerId, { alert_id: id, user_id: userOf(auth) }, 'alert_not_found');
  }

  private unreadOf(customerId: number, userId: number): Promise<number> {
    return this.repo().count(customerId, { user_id: userId, status: Not(ALERT_STATUS_READ) });
  }

  /** A failed push is logged: the alert is stored and the next list shows it. */
  private async push(customerId: number, userId: number, payload: Record<string, unknown>, unread?: number): Promise<void> {
    try {
      await this.channel.publish(customerId, userId, { ...payload, unread: unread ?? (await this.unreadOf(customerId, userId)) });
    } catch (err) {
      this.logger.warn(`Alert push to user ${userId}: ${(err as Error).message}`);
    }
  }

  private repo() {
    return new TenantRepository(this.ds, AlertEntity);
  }
}

function userOf(auth: AuthContext): number {
  return auth.userId as number;
}

function toDto(row: AlertEntity): AlertDto {
  return {
    alert_id: row.alert_id,
    type: row.type,
    status: row.status,
    entity_id: row.entity_id,
    user_id: row.user_id,
    applicant_id: row.applicant_id,
    message_key: row.message_key,
    message_params: row.message_params ? (JSON.parse(row.message_params) as AlertDto['message_params']) : {},
    date_created: new Date(row.date_created).toISOString(),
  };
}
