import { Injectable } from '@nestjs/common';
import type { ClosureStatement, PhotoMatchAnswer } from '@attest/contracts';
import type { EverifyAdapter, EverifyCallContext, EverifyCaseAnswer, EverifyCaseInput, EverifyPhoto } from '../adapter/everify-adapter';
import { EverifySimulatorService } from './everify-simulator.service';

/** The default adapter: E-Verify as the in-product simulator answers it (same statuses, refusals and outages). */
@Injectable()
export class SimulatorEverifyAdapter implements EverifyAdapter {
  readonly kind = 'simulator' as const;

  constructor(private readonly sim: EverifySimulatorService) {}

  submitCase(ctx: EverifyCallContext, input: EverifyCaseInput): Promise<EverifyCaseAnswer> {
    return this.sim.submit(ctx.customerId, input);
  }

  findCase(ctx: EverifyCallContext, clientReference: string): Promise<EverifyCaseAnswer | null> {
    return this.sim.findByReference(ctx.customerId, clientReference);
  }

  fetchStatus(ctx: EverifyCallContext, caseNumber: string): Promise<EverifyCaseAnswer> {
    return this.sim.status(ctx.customerId, caseNumber);
  }

  retrievePhoto(ctx: EverifyCallContext, caseNumber: string): Promise<EverifyPhoto> {
    return this.sim.photo(ctx.customerId, caseNumber);
  }

  submitPhotoMatch(ctx: EverifyCallContext, caseNumber: string, answer: PhotoMatchAnswer): Promise<EverifyCaseAnswer> {
    return this.sim.photoMatch(ctx.customerId, caseNumber, answer);
  }

  continueDuplicate(ctx: EverifyCallContext, caseNumber: string, reason: string): Promise<EverifyCaseAnswer> {
    return this.sim.continueDuplicate(ctx.customerId, caseNumber, reason);
  }

  confirmNotification(ctx: EverifyCallContext, caseNumber: string): Promise<EverifyCaseAnswer> {
    return this.sim.notifyEmployee(ctx.customerId, caseNumber);
  }

  referCase(ctx: EverifyCallContext, caseNumber: string): Promise<EverifyCaseAnswer> {
    return this.sim.refer(ctx.customerId, caseNumber);
  }

  noncontest(ctx: EverifyCallContext, caseNumber: string): Promise<EverifyCaseAnswer> {
    return this.sim.noncontest(ctx.customerId, caseNumber);
  }

  closeCase(ctx: EverifyCallContext, caseNumber: string, statement: ClosureStatement): Promise<EverifyCaseAnswer> {
    return this.sim.close(ctx.customerId, caseNumber, statement);
  }
}
