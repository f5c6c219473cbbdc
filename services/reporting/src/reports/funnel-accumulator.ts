import { APPLICATION_STATUS_ORDER, APPLICATION_STATUSES, FUNNEL_DOCUMENT_STATES, type FunnelStep } from '@attest/contracts';
import { median } from './median';

/** One applicant's arrivals: step index → first time (ms), and how far they got (-1: not at all). */
export interface Arrivals {
  reached: number;
  at: Map<number, number>;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const HOUR_MS = 3_600_000;

/** Counts and waiting times of one chain of steps (the application statuses, or the document states). */
class Chain {
  private readonly reachedAtLeast: number[];
  private readonly waits: number[][];

  constructor(readonly kind: FunnelStep['kind'], readonly steps: readonly string[]) {
    this.reachedAtLeast = steps.map(() => 0);
    this.waits = steps.map(() => []);
  }

  /** Counts the steps up to the one reached; each arrival waited since the arrival at the last earlier step known. */
  add(a: Arrivals): void {
    for (let i = 0; i <= a.reached && i < this.steps.length; i += 1) {
      this.reachedAtLeast[i] += 1;
    }
    let prev: number | undefined;
    for (let i = 0; i < this.steps.length; i += 1) {
      const t = a.at.get(i);
      if (t === undefined || i > a.reached) {
        continue;
      }
      if (prev !== undefined && t >= prev) {
        this.waits[i].push(t - prev);
      }
      prev = t;
    }
  }

  result(registered: number): FunnelStep[] {
    return this.steps.map((step, i) => {
      const reached = this.reachedAtLeast[i];
      const before = i === 0 ? registered : this.reachedAtLeast[i - 1];
      const wait = median(this.waits[i]);
      return {
        kind: this.kind,
        step,
        reached,
        percent_of_registered: registered ? oneDecimal((reached * 100) / registered) : 0,
        drop_off: before - reached,
        drop_off_percent: before ? oneDecimal(((before - reached) * 100) / before) : 0,
        median_hours: wait === null ? null : oneDecimal(wait / HOUR_MS),
      };
    });
  }
}

/**
 * The onboarding funnel, fed one applicant at a time (decision 0036): application steps are the statuses in
 * order (an applicant reached every status up to their current one), document steps the furthest state any of
 * their signature requests reached.
 */
export class FunnelAccumulator {
  private registered = 0;
  private readonly application = new Chain('application', APPLICATION_STATUSES);
  private readonly documents = new Chain('document', FUNNEL_DOCUMENT_STATES);

  add(application: Arrivals, documents: Arrivals): void {
    this.registered += 1;
    this.application.add(application);
    this.documents.add(documents);
  }

  result(): { registered: number; steps: FunnelStep[] } {
    return { registered: this.registered, steps: [...this.application.result(this.registered), ...this.documents.result(this.registered)] };
  }
}

/** The index of an application status in the funnel (unknown or missing is SIGNUP). */
export function statusIndex(status: unknown): number {
  return typeof status === 'string' && status in APPLICATION_STATUS_ORDER ? APPLICATION_STATUSES.indexOf(status as (typeof APPLICATION_STATUSES)[number]) : 0;
}
