/** Certification requirement event statuses and actions with their ids (staff-side §4 "Certification requirement events"). */
export const CERT_EVENT = { EXPIRED: 1, EXPIRING_SOON: 2, INCOMPLETE: 3, INVALID: 4, NEEDS_REVIEW: 5, COMPLETE: 6 } as const;
export const CERT_ACTION = { RESEND_TASK: 1, SEND_TASK: 2, UPDATE_STATUS_IN_ATS: 3 } as const;

export const CERT_EVENT_NAMES: Record<number, string> = Object.fromEntries(Object.entries(CERT_EVENT).map(([k, v]) => [v, k]));
export const CERT_ACTION_NAMES: Record<number, string> = Object.fromEntries(Object.entries(CERT_ACTION).map(([k, v]) => [v, k]));

/** The spec's default action per status (NEEDS_REVIEW has none). */
export const DEFAULT_EVENT_ACTIONS: Readonly<Record<number, readonly number[]>> = {
  [CERT_EVENT.EXPIRED]: [CERT_ACTION.RESEND_TASK],
  [CERT_EVENT.EXPIRING_SOON]: [CERT_ACTION.RESEND_TASK],
  [CERT_EVENT.INCOMPLETE]: [CERT_ACTION.SEND_TASK],
  [CERT_EVENT.INVALID]: [CERT_ACTION.RESEND_TASK],
  [CERT_EVENT.NEEDS_REVIEW]: [],
  [CERT_EVENT.COMPLETE]: [CERT_ACTION.UPDATE_STATUS_IN_ATS],
};

/** A credential expiring within this many days raises EXPIRING_SOON (the spec does not give the window; decision 0039). */
export const EXPIRING_SOON_DAYS = 30;

export interface EventConfig {
  status_id: number;
  action_ids: number[];
}

/** CertificationRequirementEvent as the screens read it: { id, status {id, status}, actions [{id, type {id, type}}] }. */
export interface CertificationRequirementEvent {
  id: number;
  status: { id: number; status: string };
  actions: { id: number; type: { id: number; type: string } }[];
}

export function eventView(e: EventConfig): CertificationRequirementEvent {
  return {
    id: e.status_id,
    status: { id: e.status_id, status: CERT_EVENT_NAMES[e.status_id] },
    actions: e.action_ids.map((a) => ({ id: a, type: { id: a, type: CERT_ACTION_NAMES[a] } })),
  };
}

export function defaultEvents(): EventConfig[] {
  return Object.entries(DEFAULT_EVENT_ACTIONS).map(([s, a]) => ({ status_id: Number(s), action_ids: [...a] }));
}
