import { Inject, Injectable } from '@nestjs/common';
import { EVERIFY_CASE_STATUS as S, everifyStatusKey } from '@attest/contracts';
import { conflict, notFound, type AuthContext } from '@attest/platform';
import { EVERIFY_ADAPTER, type EverifyAdapter } from '../adapter/everify-adapter';
import { EverifyRefusedError } from '../adapter/everify-errors';
import type { PushStatusBody, SimulatorStatusBody } from './dto/simulator-operator.dto';
import { SIM_GLOBAL_CUSTOMER, type EverifySimCaseEntity } from './entities';
import { EverifySimulatorService } from './everify-simulator.service';
import { PERSONAS } from './simulator-personas';
import { SimulatorSettingsService, type SimulatorStatus } from './simulator-settings.service';

export interface SimCaseView {
  id: number;
  case_number: string;
  client_reference: string;
  persona: string;
  ssn: string;
  status: string;
  status_key: string;
  closed: boolean;
  closure_statement: string | null;
  tnc_agency: string | null;
  employee_notified: boolean;
  referred_at: Date | null;
  next_status: string | null;
  next_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface PersonaView {
  ssn_ending: string;
  persona: string;
  result: string;
  after_referral: string | null;
}

const simView = (s: EverifySimCaseEntity): SimCaseView => ({
  id: s.id,
  case_number: s.case_number,
  client_reference: s.client_reference,
  persona: s.persona,
  ssn: `***-**-${s.ssn_last4}`,
  status: s.status,
  status_key: everifyStatusKey(s.status),
  closed: !!s.closed,
  closure_statement: s.closure_statement,
  tnc_agency: s.tnc_agency,
  employee_notified: !!s.employee_notified,
  referred_at: s.referred_at,
  next_status: s.next_status,
  next_at: s.next_at,
  created_at: s.created_at,
  updated_at: s.updated_at,
});

/**
 * The simulator's operator page (issue 13): its cases, the down switch, lost answers, and a push of a case to
 * a result E-Verify could give. Only while the simulator is the active adapter (else 404 everify_simulator_inactive).
 */
@Injectable()
export class SimulatorOperatorService {
  constructor(
    @Inject(EVERIFY_ADAPTER) private readonly adapter: EverifyAdapter,
    private readonly sim: EverifySimulatorService,
    private readonly settings: SimulatorSettingsService,
  ) {}

  private requireActive(): void {
    if (this.adapter.kind !== 'simulator') {
      throw notFound('everify_simulator_inactive');
    }
  }

  async cases(auth: AuthContext, take = 100): Promise<SimCaseView[]> {
    this.requireActive();
    return (await this.sim.list(auth.customerId, take)).map(simView);
  }

  personas(): PersonaView[] {
    this.requireActive();
    return Object.entries(PERSONAS).map(([ending, p]) => ({ ssn_ending: ending, persona: p.name, result: p.result, after_referral: p.afterReferral ?? null }));
  }

  async status(auth: AuthContext): Promise<SimulatorStatus> {
    this.requireActive();
    return this.settings.status(auth.customerId);
  }

  async setStatus(auth: AuthContext, body: SimulatorStatusBody): Promise<SimulatorStatus> {
    this.requireActive();
    const global = body.scope === 'global';
    const { scope: _scope, ...patch } = body;
    await this.settings.set(global ? SIM_GLOBAL_CUSTOMER : auth.customerId, global ? { down: patch.down, resolve_after_seconds: patch.resolve_after_seconds } : patch, auth.userId ?? null);
    return this.settings.status(auth.customerId);
  }

  /** The operator's push: E-Verify gives `status` now (refused as E-Verify would: 409 everify_transition_refused). */
  async push(auth: AuthContext, caseNumber: string, body: PushStatusBody): Promise<SimCaseView> {
    this.requireActive();
    if (body.status === S.CLOSED || body.status === S.DRAFT) {
      throw conflict('everify_transition_refused');
    }
    try {
      return simView(await this.sim.push(auth.customerId, caseNumber, body.status));
    } catch (err) {
      if (err instanceof EverifyRefusedError) {
        throw err.messageKey === 'everify_case_not_found' ? notFound() : conflict(err.messageKey);
      }
      throw err;
    }
  }
}
