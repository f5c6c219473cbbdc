import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'crypto';
import { DataSource } from 'typeorm';
import type { SurveyOrderStatus } from '@attest/contracts';
import { APP_CONFIG, type AppConfig } from '@attest/platform';
import { SimLinkSigner } from '../../wotc/simulator/sim-link';
import type { SurveyOrderPlaced, SurveyOrderRequest, SurveyProviderAdapter } from '../survey-provider-adapter';
import { SurveySimOrderEntity } from './survey-sim-order.entity';

export const SURVEY_SIM_PROVIDER = 'simulator';
export const SURVEY_SIM_ROUTE = '/_sim/survey';

export class SurveySimOrderNotFound extends Error {}

/**
 * The built-in survey provider (simulator mode): an order starts WAITING, opening its page makes it IN_PROGRESS,
 * Send stores the 0–10 score and makes it COMPLETE; a finished order cannot be answered again.
 */
@Injectable()
export class SurveyProviderSimulator implements SurveyProviderAdapter {
  readonly name = SURVEY_SIM_PROVIDER;
  readonly links: SimLinkSigner;

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.links = new SimLinkSigner(config.signingSecret);
  }

  private repo() {
    return this.ds.getRepository(SurveySimOrderEntity);
  }

  async start(order: SurveyOrderRequest): Promise<SurveyOrderPlaced> {
    const order_id = `SURV-${randomBytes(8).toString('hex').toUpperCase()}`;
    const now = new Date();
    await this.repo().insert({ order_id, customer_id: order.customer_id, applicant_id: order.applicant_id, first_name: order.first_name, status: 'WAITING', score: null, created_at: now, updated_at: now });
    return { order_id, status: 'WAITING' };
  }

  async status(orderId: string): Promise<SurveyOrderStatus> {
    return (await this.find(orderId)).status;
  }

  async pageUrl(orderId: string, lang: string): Promise<string> {
    await this.find(orderId);
    return `${SURVEY_SIM_ROUTE}/${encodeURIComponent(orderId)}?token=${this.links.token(orderId)}&lang=${lang === 'es' ? 'es' : 'en'}`;
  }

  async find(orderId: string): Promise<SurveySimOrderEntity> {
    const order = await this.repo().findOneBy({ order_id: orderId });
    if (!order) {
      throw new SurveySimOrderNotFound(orderId);
    }
    return order;
  }

  /** The page was opened: WAITING becomes IN_PROGRESS. */
  async opened(orderId: string): Promise<void> {
    await this.repo().update({ order_id: orderId, status: 'WAITING' }, { status: 'IN_PROGRESS', updated_at: new Date() });
  }

  /** Send: only an unfinished order takes a score, once (conditional update). */
  async complete(orderId: string, score: number): Promise<boolean> {
    const now = new Date();
    const a = await this.repo().update({ order_id: orderId, status: 'IN_PROGRESS' }, { status: 'COMPLETE', score, updated_at: now });
    const b = a.affected ? a : await this.repo().update({ order_id: orderId, status: 'WAITING' }, { status: 'COMPLETE', score, updated_at: now });
    return Boolean(b.affected);
  }
}
