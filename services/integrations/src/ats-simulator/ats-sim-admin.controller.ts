import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ATS_SIM_ENTITIES, PERMISSIONS, type AtsSimEntity, type AtsSimStatusDto } from '@attest/contracts';
import { badRequest, CurrentAuth, notFound, Parties, RequirePermission, type AuthContext } from '@attest/platform';
import { AtsConnectorFactory } from '../ats/ats-connector.factory';
import { AtsSimulatorServer } from './ats-sim-server';

const isEntity = (v: string): v is AtsSimEntity => (ATS_SIM_ENTITIES as readonly string[]).includes(v);
const int = (v: unknown, min: number, max: number): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
};
const text = (v: unknown, max: number): string | null => (typeof v === 'string' && v.trim() && v.trim().length <= max ? v.trim() : null);

/**
 * The ATS simulator's admin page: its data, its counters and the controls that force faults, and a job order
 * written as the ATS would (a demo of a change). Only while the customer's adapter is the simulator (else 404).
 */
@ApiTags('integrations')
@Controller('api/v1/integrations/ats/simulator')
@Parties('user')
export class AtsSimAdminController {
  constructor(
    @Inject(AtsSimulatorServer) private readonly sim: AtsSimulatorServer,
    @Inject(AtsConnectorFactory) private readonly connectors: AtsConnectorFactory,
  ) {}

  private async own(auth: AuthContext): Promise<number> {
    if ((await this.connectors.adapter(auth.customerId)) !== 'simulator') {
      throw notFound('ats_simulator_not_in_use');
    }
    return auth.customerId;
  }

  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Get('status')
  async status(@CurrentAuth() auth: AuthContext): Promise<AtsSimStatusDto> {
    return this.sim.status(await this.own(auth));
  }

  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Get('data/:entity')
  async data(@CurrentAuth() auth: AuthContext, @Param('entity') entity: string, @Query('skip') skip: unknown, @Query('take') take: unknown) {
    const customerId = await this.own(auth);
    if (!isEntity(entity)) {
      throw notFound('ats_sim_entity_not_found');
    }
    return this.sim.list(customerId, entity, int(skip, 0, 1_000_000) ?? 0, int(take, 1, 200) ?? 50);
  }

  /** Fail the next `count` calls with 429 (Retry-After `retry_after_s`) or 503. */
  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Post('faults')
  @HttpCode(200)
  async faults(@CurrentAuth() auth: AuthContext, @Body() body: Record<string, unknown> | null): Promise<AtsSimStatusDto> {
    const customerId = await this.own(auth);
    const status = int(body?.status, 429, 503);
    const count = int(body?.count, 0, 100);
    const retryAfter = body?.retry_after_s === undefined ? 1 : int(body.retry_after_s, 0, 120);
    if ((status !== 429 && status !== 503) || count === null || retryAfter === null) {
      throw badRequest('ats_sim_faults_invalid');
    }
    await this.sim.setFaults(customerId, { status, count, retry_after_s: retryAfter });
    return this.sim.status(customerId);
  }

  /** Adds a job order to the simulated ATS (logged in its change log like any change there). */
  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Post('joborders')
  @HttpCode(201)
  async addJobOrder(@CurrentAuth() auth: AuthContext, @Body() body: Record<string, unknown> | null): Promise<{ id: number }> {
    const customerId = await this.own(auth);
    const title = text(body?.title, 200);
    const city = text(body?.city, 100);
    const state = text(body?.state, 8);
    const payRate = body?.pay_rate === undefined || body.pay_rate === null || body.pay_rate === '' ? null : Number(body.pay_rate);
    const errors: Record<string, string> = {};
    if (!title) {errors.title = 'ats_sim_title_required';}
    if (!city) {errors.city = 'ats_sim_city_required';}
    if (!state) {errors.state = 'ats_sim_state_required';}
    if (payRate !== null && !(Number.isFinite(payRate) && payRate >= 0 && payRate < 100000)) {errors.pay_rate = 'ats_sim_pay_rate_invalid';}
    if (Object.keys(errors).length) {
      throw badRequest('ats_sim_job_order_invalid', { fields: errors });
    }
    const clients = await this.sim.list(customerId, 'clients', 0, 1);
    const categories = await this.sim.list(customerId, 'categories', 0, 200);
    const category = categories.data.find((c) => c.name === body?.category) ?? categories.data[0];
    const id = await this.sim.write(customerId, 'joborders', null, {
      title,
      clientCorporation: { id: int(body?.client_id, 1, 1e9) ?? clients.data[0]?.id ?? null },
      categories: category ? [category.id] : [],
      employmentType: 'Temporary',
      status: 'Accepting Candidates',
      isOpen: true,
      isPublic: true,
      startDate: new Date(Date.now() + 14 * 86400_000).toISOString().slice(0, 10),
      dateAdded: new Date().toISOString().slice(0, 10),
      payRate,
      publicDescription: `${title} in ${city}.`,
      address: { address1: text(body?.address1, 200), city, state, zip: text(body?.zip, 10), countryCode: 'US' },
    });
    return { id };
  }
}
