import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import type { WotcSurveyState } from '@attest/contracts';
import { AppException, conflict, CustomerConfigService, notFound, TenantRepository, type AuthContext } from '@attest/platform';
import { WOTC_ADAPTER, WOTC_ENABLED_KEY, type WotcAdapter } from './wotc-adapter';
import { WotcOrderEntity } from './wotc-order.entity';

const DISABLED: WotcSurveyState = { status: null, order_id: null, survey_url: null, error_code: null, enabled: false };

/**
 * The applicant's WOTC screening (spec applicant-side §4 WOTC status, §7 WOTC and surveys). Orders are
 * the applicant's own: every read is scoped to the caller's customer and applicant id.
 */
@Injectable()
export class WotcService {
  private readonly log = new Logger('WotcService');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(CustomerConfigService) private readonly config: CustomerConfigService,
    @Inject(WOTC_ADAPTER) private readonly wotc: WotcAdapter,
  ) {}

  private orders() {
    return new TenantRepository(this.ds, WotcOrderEntity);
  }

  enabled(customerId: number): Promise<boolean> {
    return this.config.flag(customerId, WOTC_ENABLED_KEY);
  }

  /** GET /api/v1/wotc/status[?order_id=]: the latest order (or the named one), refreshed from the provider. */
  async state(auth: AuthContext, orderId?: string): Promise<WotcSurveyState> {
    const applicantId = applicantOf(auth);
    if (!(await this.enabled(auth.customerId))) {
      return DISABLED;
    }
    const order = orderId === undefined ? await this.latest(auth.customerId, applicantId) : await this.own(auth.customerId, applicantId, orderId);
    return order ? this.view(await this.refresh(order)) : { ...DISABLED, enabled: true };
  }

  /**
   * POST /api/v1/wotc/survey: an unfinished (INIT) order is reused with a fresh link; none, or a failed
   * one (ERROR), places a new order; a finished one (COMPLETE, OPTED_OUT) answers 409.
   */
  async start(auth: AuthContext): Promise<WotcSurveyState> {
    const applicantId = applicantOf(auth);
    if (!(await this.enabled(auth.customerId))) {
      throw notFound('wotc_not_enabled');
    }
    const last = await this.latest(auth.customerId, applicantId);
    const current = last ? await this.refresh(last) : null;
    if (current && (current.status === 'COMPLETE' || current.status === 'OPTED_OUT')) {
      throw conflict('wotc_already_done', { status: current.status });
    }
    if (current && current.status === 'INIT') {
      return this.view(current);
    }
    const applicant = await new TenantRepository(this.ds, ApplicantEntity).findOneOr404(auth.customerId, { applicant_id: applicantId });
    const placed = await this.wotc
      .startSurvey({ customer_id: auth.customerId, applicant_id: applicantId, first_name: applicant.first_name, last_name: applicant.last_name, email: applicant.email })
      .catch((err: unknown) => {
        this.log.error(`${this.wotc.provider}: placing a WOTC order failed: ${String(err)}`);
        throw new AppException(502, 'wotc_unavailable');
      });
    const now = new Date();
    const order = await this.orders().insert(auth.customerId, {
      applicant_id: applicantId,
      provider: this.wotc.provider,
      order_id: placed.order_id,
      status: placed.status,
      error_code: placed.error_code,
      answers: null,
      created_at: now,
      updated_at: now,
    });
    return { status: order.status, order_id: order.order_id, survey_url: placed.survey_url, error_code: order.error_code, enabled: true };
  }

  private async latest(customerId: number, applicantId: number): Promise<WotcOrderEntity | null> {
    const [last] = await this.orders().query(customerId, 'o').andWhere('o.applicant_id = :applicantId', { applicantId }).orderBy('o.id', 'DESC').take(1).getMany();
    return last ?? null;
  }

  private async own(customerId: number, applicantId: number, orderId: string): Promise<WotcOrderEntity> {
    return this.orders().findOneOr404(customerId, { applicant_id: applicantId, order_id: orderId }, 'wotc_order_not_found');
  }

  /** An INIT order may have been answered at the provider since: take its status (and answers) over. */
  private async refresh(order: WotcOrderEntity): Promise<WotcOrderEntity> {
    if (order.status !== 'INIT' || order.provider !== this.wotc.provider) {
      return order;
    }
    const now = await this.wotc.status(order.order_id).catch((err: unknown) => {
      // A provider outage must not break the wizard: the stored state stands until the next call.
      this.log.warn(`${order.provider}: status of WOTC order ${order.order_id} unavailable: ${String(err)}`);
      return null;
    });
    if (!now || (now.status === order.status && now.error_code === order.error_code)) {
      return order;
    }
    const patch = { status: now.status, error_code: now.error_code, answers: now.answers, updated_at: new Date() };
    await this.orders().update(order.customer_id, { id: order.id }, patch);
    return { ...order, ...patch };
  }

  private async view(order: WotcOrderEntity): Promise<WotcSurveyState> {
    const linkable = order.status === 'INIT' && order.provider === this.wotc.provider;
    const survey_url = linkable ? await this.wotc.surveyUrl(order.order_id).catch(() => null) : null;
    return { status: order.status, order_id: order.order_id, survey_url, error_code: order.error_code, enabled: true };
  }
}

function applicantOf(auth: AuthContext): number {
  if (auth.applicantId === undefined) {
    throw notFound();
  }
  return auth.applicantId;
}
