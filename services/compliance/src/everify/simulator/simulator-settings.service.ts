import { Inject, Injectable } from '@nestjs/common';
import { DataSource, MoreThan } from 'typeorm';
import { isUniqueViolation, TenantRepository } from '@attest/platform';
import { EverifyUnavailableError } from '../adapter/everify-errors';
import { EverifySimSettingEntity, SIM_GLOBAL_CUSTOMER } from './entities';

export interface SimulatorStatus {
  /** Down for this customer (its own switch or the global one). */
  down: boolean;
  customer_down: boolean;
  global_down: boolean;
  lose_answers: number;
  resolve_after_seconds: number;
}

export interface SimulatorSettingsPatch {
  down?: boolean;
  lose_answers?: number;
  resolve_after_seconds?: number;
}

/** The simulator's switches: down (per customer or for all), lost answers, the delay of later results. */
@Injectable()
export class SimulatorSettingsService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  private repo() {
    return new TenantRepository(this.ds, EverifySimSettingEntity);
  }

  async status(customerId: number): Promise<SimulatorStatus> {
    const [own, global] = await Promise.all([this.repo().findOne(customerId, {}), this.repo().findOne(SIM_GLOBAL_CUSTOMER, {})]);
    const customerDown = !!own?.down;
    const globalDown = !!global?.down;
    return {
      down: customerDown || globalDown,
      customer_down: customerDown,
      global_down: globalDown,
      lose_answers: own?.lose_answers ?? 0,
      resolve_after_seconds: own?.resolve_after_seconds ?? global?.resolve_after_seconds ?? 0,
    };
  }

  /** Sets the switches of one customer, or of every customer (SIM_GLOBAL_CUSTOMER). */
  async set(customerId: number, patch: SimulatorSettingsPatch, userId: number | null): Promise<void> {
    const values: Partial<EverifySimSettingEntity> = { updated_by: userId, updated_at: new Date() };
    if (patch.down !== undefined) {
      values.down = patch.down ? 1 : 0;
    }
    if (patch.lose_answers !== undefined) {
      values.lose_answers = patch.lose_answers;
    }
    if (patch.resolve_after_seconds !== undefined) {
      values.resolve_after_seconds = patch.resolve_after_seconds;
    }
    if (await this.repo().update(customerId, {}, values)) {
      return;
    }
    try {
      await this.repo().insert(customerId, { down: 0, lose_answers: 0, resolve_after_seconds: 0, ...values });
    } catch (err) {
      if (!isUniqueViolation(err)) {
        throw err;
      }
      await this.repo().update(customerId, {}, values);
    }
  }

  /** Before a call: the simulated service is down for this customer. */
  async gate(customerId: number): Promise<void> {
    if ((await this.status(customerId)).down) {
      throw new EverifyUnavailableError('everify_unavailable', 'the simulator is switched down');
    }
  }

  /** After a call was carried out: its answer is lost when the customer asked for that (one answer per count). */
  async loseAnswer(customerId: number): Promise<void> {
    const taken = await this.repo().update(customerId, { lose_answers: MoreThan(0) }, { lose_answers: (() => 'lose_answers - 1') as never });
    if (taken > 0) {
      throw new EverifyUnavailableError('everify_unavailable', 'the simulator lost the answer (time-out)');
    }
  }
}
