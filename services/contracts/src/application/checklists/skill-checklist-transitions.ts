import type { SkillChecklistState } from '../application-dtos';

/**
 * What an applicant does to an assigned skills checklist (spec applicant-side §2, §4 "Skills checklist"):
 * opening it, saving, saving with a signature, completing, skipping; plus generating its PDF.
 */
export type SkillChecklistAction = 'open' | 'save' | 'sign' | 'complete' | 'skip' | 'pdf';

/** The facts of one request that a transition depends on (computed by the caller). */
export interface SkillChecklistTransitionContext {
  /** A signature is given with the request, or a stored one still belongs to the answers. */
  hasSignature: boolean;
  /** The request itself carries a non-empty signature (sign needs a fresh one). */
  signatureGiven: boolean;
  /** Every item of the checklist has an answer. */
  allAnswered: boolean;
}

/** 409: the action does not fit the state; 400: the request lacks what the action needs. */
export type SkillChecklistTransitionError =
  | { status: 409; key: 'checklist_read_only' | 'checklist_not_started' | 'checklist_cannot_skip' | 'checklist_not_completed' }
  | { status: 400; key: 'signature_required' | 'answers_incomplete' };

export type SkillChecklistTransition = { ok: true; state: SkillChecklistState } | ({ ok: false } & SkillChecklistTransitionError);

/** Completed and skipped checklists are never changed again. */
export const READ_ONLY_CHECKLIST_STATES: readonly SkillChecklistState[] = ['COMPLETED', 'SKIPPED'];
/** Skipping is for checklists not yet signed. */
export const SKIPPABLE_CHECKLIST_STATES: readonly SkillChecklistState[] = ['ADDED', 'STARTED', 'SAVED'];
/** Answers can be written once the checklist has been opened (its items shown). */
const EDITABLE: readonly SkillChecklistState[] = ['STARTED', 'SAVED', 'SAVED_WITH_SIGNATURE'];

export function isChecklistReadOnly(state: SkillChecklistState): boolean {
  return READ_ONLY_CHECKLIST_STATES.includes(state);
}

const ok = (state: SkillChecklistState): SkillChecklistTransition => ({ ok: true, state });
const fail = (error: SkillChecklistTransitionError): SkillChecklistTransition => ({ ok: false, ...error });

/**
 * The state after `action`, or why it is refused. Rules:
 * - open: ADDED → STARTED; any other state is kept (a finished checklist can still be viewed).
 * - save / sign / complete: refused on COMPLETED and SKIPPED (409 read only) and before the checklist was
 *   opened (409 not started). save → SAVED_WITH_SIGNATURE while a signature still belongs to the answers,
 *   else SAVED; sign needs a signature in the request → SAVED_WITH_SIGNATURE; complete needs every item
 *   answered and a signature → COMPLETED.
 * - skip: only from ADDED, STARTED or SAVED → SKIPPED.
 * - pdf: only a COMPLETED checklist (state kept).
 */
export function skillChecklistTransition(
  current: SkillChecklistState,
  action: SkillChecklistAction,
  ctx: SkillChecklistTransitionContext = { hasSignature: false, signatureGiven: false, allAnswered: false },
): SkillChecklistTransition {
  if (action === 'open') {
    return ok(current === 'ADDED' ? 'STARTED' : current);
  }
  if (action === 'skip') {
    return SKIPPABLE_CHECKLIST_STATES.includes(current) ? ok('SKIPPED') : fail({ status: 409, key: isChecklistReadOnly(current) ? 'checklist_read_only' : 'checklist_cannot_skip' });
  }
  if (action === 'pdf') {
    return current === 'COMPLETED' ? ok(current) : fail({ status: 409, key: 'checklist_not_completed' });
  }
  if (isChecklistReadOnly(current)) {
    return fail({ status: 409, key: 'checklist_read_only' });
  }
  if (!EDITABLE.includes(current)) {
    return fail({ status: 409, key: 'checklist_not_started' });
  }
  if (action === 'save') {
    return ok(ctx.hasSignature ? 'SAVED_WITH_SIGNATURE' : 'SAVED');
  }
  if (action === 'sign') {
    return ctx.signatureGiven ? ok('SAVED_WITH_SIGNATURE') : fail({ status: 400, key: 'signature_required' });
  }
  if (!ctx.allAnswered) {
    return fail({ status: 400, key: 'answers_incomplete' });
  }
  return ctx.hasSignature ? ok('COMPLETED') : fail({ status: 400, key: 'signature_required' });
}
