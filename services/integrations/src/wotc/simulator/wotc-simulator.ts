import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'crypto';
import { DataSource } from 'typeorm';
import type { WotcStatus } from '@attest/contracts';
import { APP_CONFIG, type AppConfig } from '@attest/platform';
import type { WotcAdapter, WotcApplicant, WotcOrderStatus, WotcStartResult } from '../wotc-adapter';
import type { WotcAnswers } from '../wotc-order.entity';
import { SimLinkSigner } from './sim-link';
import { WotcSimOrderEntity } from './wotc-sim-order.entity';

export const SIM_PROVIDER = 'simulator';

/** Raised by the simulated provider when an order is unknown to it. */
export class SimOrderNotFound extends Error {}

/** Raised when a finished (or failed) order is answered again. */
export class SimOrderClosed extends Error {
  constructor(readonly status: WotcStatus) {
    super(`order is ${status}`);
  }
}

/**
 * The built-in WOTC provider. Like a real one it refuses an order it cannot screen: the candidate's
 * legal first and last name are required (the 8850 is signed in that name), otherwise the order is
 * ERROR / MISSING_APPLICANT_DATA and has no survey. An INIT order's survey is a page we serve
 * (`/_sim/wotc/{order}`); Submit stores the answers and completes it, Opt out closes it. Finished
 * orders cannot be answered again.
 */
@Injectable()
export class WotcSimulator implements WotcAdapter {
  readonly provider = SIM_PROVIDER;
  readonly links: SimLinkSigner;

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.links = new SimLinkSigner(config.signingSecret);
  }

  private repo() {
    return this.ds.getRepository(WotcSimOrderEntity);
  }

  async startSurvey(applicant: WotcApplicant): Promise<WotcStartResult> {
    const order_id = `SIM-${randomBytes(8).toString('hex').toUpperCase()}`;
    const missingName = !applicant.first_name?.trim() || !applicant.last_name?.trim();
    const status: WotcStatus = missingName ? 'ERROR' : 'INIT';
    const error_code = missingName ? 'MISSING_APPLICANT_DATA' : null;
    const now = new Date();
    await this.repo().insert({
      order_id,
      customer_id: applicant.customer_id,
      applicant_id: applicant.applicant_id,
      first_name: applicant.first_name,
      last_name: applicant.last_name,
      status,
      error_code,
      answers: null,
      created_at: now,
      updated_at: now,
    });
    return { order_id, status, error_code, survey_url: status === 'INIT' ? this.links.url(order_id) : null };
  }

  async status(orderId: string): Promise<WotcOrderStatus> {
    const order = await this.find(orderId);
    return { status: order.status, error_code: order.error_code, answers: order.answers };
  }

  async surveyUrl(orderId: string): Promise<string> {
    await this.find(orderId);
    return this.links.url(orderId);
  }

  async find(orderId: string): Promise<WotcSimOrderEntity> {
    const order = await this.repo().findOneBy({ order_id: orderId });
    if (!order) {
      throw new SimOrderNotFound(orderId);
    }
    return order;
  }

  /** The candidate's Submit (answers) or Opt out (null). Only an INIT order takes it, once. */
  async finish(orderId: string, answers: WotcAnswers | null): Promise<WotcStatus> {
    const status: WotcStatus = answers ? 'COMPLETE' : 'OPTED_OUT';
    // Conditional update: of two racing submits only one changes the order.
    const result = await this.repo().update({ order_id: orderId, status: 'INIT' }, { status, answers, updated_at: new Date() });
    if (!result.affected) {
      throw new SimOrderClosed((await this.find(orderId)).status);
    }
    return status;
  }
}
