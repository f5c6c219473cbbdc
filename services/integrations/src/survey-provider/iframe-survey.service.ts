import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import type { IframeSurveyStartInput, IframeSurveyState, SurveyType } from '@attest/contracts';
import { AppException, notFound, TenantRepository, type AuthContext } from '@attest/platform';
import { FINISHED_SURVEY_STATUSES, SURVEY_PROVIDERS, type SurveyProviderAdapter } from './survey-provider-adapter';
import { SurveyOrderEntity } from './survey-order.entity';

/**
 * The iframe survey flow (applicant-side §7 "WOTC and surveys"): the portal asks for an order with a named
 * provider, frames the provider's page and polls the status until it is finished. Orders are the applicant's own.
 */
@Injectable()
export class IframeSurveyService {
  private readonly log = new Logger('IframeSurveyService');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(SURVEY_PROVIDERS) private readonly providers: SurveyProviderAdapter[],
  ) {}

  private orders() {
    return new TenantRepository(this.ds, SurveyOrderEntity);
  }

  private provider(name: string): SurveyProviderAdapter {
    const found = this.providers.find((p) => p.name.toLowerCase() === name.trim().toLowerCase());
    if (!found) {
      throw notFound('survey_provider_unknown');
    }
    return found;
  }

  /** An unfinished order of the same survey is reused (with a fresh link); otherwise a new one is placed. */
  async start(auth: AuthContext, input: IframeSurveyStartInput): Promise<IframeSurveyState> {
    const applicantId = auth.applicantId ?? 0;
    const provider = this.provider(input.SurveyProviderAdapterName);
    const applicant = await new TenantRepository(this.ds, ApplicantEntity).findOneOr404(auth.customerId, { applicant_id: applicantId });
    const qb = this.orders().query(auth.customerId, 'o').andWhere('o.applicant_id = :a AND o.provider = :p', { a: applicantId, p: provider.name });
    qb.andWhere(input.survey_type === undefined ? 'o.survey_type IS NULL' : 'o.survey_type = :t', { t: input.survey_type });
    qb.andWhere(input.entity_id == null ? 'o.entity_id IS NULL' : 'o.entity_id = :e', { e: input.entity_id });
    const [last] = await qb.orderBy('o.id', 'DESC').take(1).getMany();
    const current = last ? await this.refresh(last, provider) : null;
    if (current && !FINISHED_SURVEY_STATUSES.includes(current.status)) {
      return this.view(current, provider, applicant.language);
    }
    const placed = await provider
      .start({ customer_id: auth.customerId, applicant_id: applicantId, first_name: applicant.first_name, survey_type: (input.survey_type ?? null) as SurveyType | null, entity_id: input.entity_id ?? null, lang: applicant.language ?? 'en' })
      .catch((err: unknown) => {
        this.log.error(`${provider.name}: placing a survey order failed: ${String(err)}`);
        throw new AppException(502, 'survey_provider_unavailable');
      });
    const now = new Date();
    const order = await this.orders().insert(auth.customerId, {
      applicant_id: applicantId,
      provider: provider.name,
      order_id: placed.order_id,
      survey_type: input.survey_type ?? null,
      entity_id: input.entity_id ?? null,
      status: placed.status,
      created_at: now,
      updated_at: now,
    });
    return this.view(order, provider, applicant.language);
  }

  /** GET status?surveyOrderId=: the caller's own order, refreshed from its provider (another's is 404). */
  async status(auth: AuthContext, surveyOrderId: unknown): Promise<IframeSurveyState> {
    if (typeof surveyOrderId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(surveyOrderId)) {
      throw notFound('survey_order_not_found');
    }
    const order = await this.orders().findOneOr404(auth.customerId, { applicant_id: auth.applicantId ?? 0, order_id: surveyOrderId }, 'survey_order_not_found');
    const provider = this.providers.find((p) => p.name === order.provider);
    const now = provider ? await this.refresh(order, provider) : order;
    return { survey_order_id: now.order_id, provider: now.provider, status: now.status, url: null };
  }

  private async refresh(order: SurveyOrderEntity, provider: SurveyProviderAdapter): Promise<SurveyOrderEntity> {
    if (FINISHED_SURVEY_STATUSES.includes(order.status)) {
      return order;
    }
    const status = await provider.status(order.order_id).catch((err: unknown) => {
      // A provider outage must not break the page: the stored status stands until the next poll.
      this.log.warn(`${order.provider}: status of survey order ${order.order_id} unavailable: ${String(err)}`);
      return null;
    });
    if (!status || status === order.status) {
      return order;
    }
    const patch = { status, updated_at: new Date() };
    await this.orders().update(order.customer_id, { id: order.id }, patch);
    return { ...order, ...patch };
  }

  private async view(order: SurveyOrderEntity, provider: SurveyProviderAdapter, lang: string | null): Promise<IframeSurveyState> {
    const url = FINISHED_SURVEY_STATUSES.includes(order.status) ? null : await provider.pageUrl(order.order_id, lang ?? 'en').catch(() => null);
    return { survey_order_id: order.order_id, provider: order.provider, status: order.status, url };
  }
}
