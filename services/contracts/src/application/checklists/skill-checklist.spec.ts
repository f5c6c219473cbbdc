import type { SkillChecklistState } from '../application-dtos';
import { readChecklistAnswers, sameAnswers, unansweredItems, proficiencyLabel } from './skill-checklist-answers';
import { readChecklistSignature, signatureText } from './skill-checklist-signature';
import { skillChecklistTransition, type SkillChecklistAction, type SkillChecklistTransitionContext } from './skill-checklist-transitions';

const ALL: SkillChecklistState[] = ['ADDED', 'STARTED', 'SAVED', 'SAVED_WITH_SIGNATURE', 'COMPLETED', 'SKIPPED'];
const ctx = (over: Partial<SkillChecklistTransitionContext> = {}): SkillChecklistTransitionContext => ({ hasSignature: false, signatureGiven: false, allAnswered: false, ...over });
const outcome = (state: SkillChecklistState, action: SkillChecklistAction, c = ctx()) => {
  const t = skillChecklistTransition(state, action, c);
  return t.ok ? t.state : `${t.status} ${t.key}`;
};

describe('skillChecklistTransition', () => {
  it('opening starts an added checklist and keeps every other state', () => {
    expect(ALL.map((s) => outcome(s, 'open'))).toEqual(['STARTED', 'STARTED', 'SAVED', 'SAVED_WITH_SIGNATURE', 'COMPLETED', 'SKIPPED']);
  });

  it('saves an opened checklist; a signature that still belongs to the answers keeps it signed', () => {
    expect(ALL.map((s) => outcome(s, 'save'))).toEqual([
      '409 checklist_not_started',
      'SAVED',
      'SAVED',
      'SAVED',
      '409 checklist_read_only',
      '409 checklist_read_only',
    ]);
    expect(outcome('SAVED_WITH_SIGNATURE', 'save', ctx({ hasSignature: true }))).toBe('SAVED_WITH_SIGNATURE');
    expect(outcome('STARTED', 'save', ctx({ hasSignature: true }))).toBe('SAVED_WITH_SIGNATURE');
  });

  it('signs only with a signature in the request', () => {
    const signed = ctx({ hasSignature: true, signatureGiven: true });
    expect(ALL.map((s) => outcome(s, 'sign', signed))).toEqual([
      '409 checklist_not_started',
      'SAVED_WITH_SIGNATURE',
      'SAVED_WITH_SIGNATURE',
      'SAVED_WITH_SIGNATURE',
      '409 checklist_read_only',
      '409 checklist_read_only',
    ]);
    // A stored signature is not a new signature.
    expect(outcome('SAVED_WITH_SIGNATURE', 'sign', ctx({ hasSignature: true }))).toBe('400 signature_required');
  });

  it('completes with every item answered and a signature, answers first', () => {
    const ready = ctx({ hasSignature: true, allAnswered: true });
    expect(ALL.map((s) => outcome(s, 'complete', ready))).toEqual([
      '409 checklist_not_started',
      'COMPLETED',
      'COMPLETED',
      'COMPLETED',
      '409 checklist_read_only',
      '409 checklist_read_only',
    ]);
    expect(outcome('SAVED', 'complete', ctx({ allAnswered: true }))).toBe('400 signature_required');
    expect(outcome('SAVED', 'complete', ctx({ hasSignature: true }))).toBe('400 answers_incomplete');
    expect(outcome('SAVED', 'complete')).toBe('400 answers_incomplete');
  });

  it('skips only what is not yet signed', () => {
    expect(ALL.map((s) => outcome(s, 'skip'))).toEqual([
      'SKIPPED',
      'SKIPPED',
      'SKIPPED',
      '409 checklist_cannot_skip',
      '409 checklist_read_only',
      '409 checklist_read_only',
    ]);
  });

  it('makes a PDF of a completed checklist only', () => {
    expect(ALL.map((s) => outcome(s, 'pdf'))).toEqual([
      '409 checklist_not_completed',
      '409 checklist_not_completed',
      '409 checklist_not_completed',
      '409 checklist_not_completed',
      'COMPLETED',
      '409 checklist_not_completed',
    ]);
  });
});

describe('checklist answers', () => {
  const items = [{ item_id: '1' }, { item_id: '2' }, { item_id: '3' }];

  it('accepts known items with integer answers 1..4', () => {
    expect(readChecklistAnswers({ 1: 1, 3: 4 }, items)).toEqual({ answers: { 1: 1, 3: 4 }, errors: {} });
    expect(readChecklistAnswers(undefined, items)).toEqual({ answers: {}, errors: {} });
  });

  it('names every unknown item and every bad value', () => {
    expect(readChecklistAnswers({ 1: 0, 2: 5, 3: '3', 9: 2, x: 2.5 }, items).errors).toEqual({
      'answers.1': 'invalid_entry',
      'answers.2': 'invalid_entry',
      'answers.3': 'invalid_entry',
      'answers.9': 'unknown_field',
      'answers.x': 'unknown_field',
    });
    expect(readChecklistAnswers([1, 2], items).errors).toEqual({ answers: 'invalid_entry' });
    expect(readChecklistAnswers('all', items).errors).toEqual({ answers: 'invalid_entry' });
  });

  it('lists unanswered items in order and compares answer sets', () => {
    expect(unansweredItems(items, { 2: 3 })).toEqual(['1', '3']);
    expect(unansweredItems(items, { 1: 1, 2: 2, 3: 3 })).toEqual([]);
    expect(sameAnswers({ 1: 1, 2: 2 }, { 2: 2, 1: 1 })).toBe(true);
    expect(sameAnswers({ 1: 1 }, { 1: 2 })).toBe(false);
    expect(sameAnswers({ 1: 1 }, { 1: 1, 2: 2 })).toBe(false);
    expect([1, 4, 7].map(proficiencyLabel)).toEqual(['No experience', 'Expert', '']);
  });
});

describe('checklist signature', () => {
  const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

  it('reads a PNG data URL and a typed name; blank is no signature', () => {
    expect(readChecklistSignature(png)).toEqual({ signature: { kind: 'image', dataUrl: png }, error: null });
    expect(readChecklistSignature('  Ada Lovelace ')).toEqual({ signature: { kind: 'typed', name: 'Ada Lovelace' }, error: null });
    expect(signatureText({ kind: 'typed', name: 'Ada' })).toBe('Ada');
    for (const blank of [undefined, null, '', '   ']) {
      expect(readChecklistSignature(blank)).toEqual({ signature: null, error: null });
    }
  });

  it('refuses other images, broken base64, control characters and oversize input', () => {
    expect(readChecklistSignature('data:image/jpeg;base64,/9j/4AAQ').error).toBe('invalid_entry');
    expect(readChecklistSignature('data:image/png;base64,R0lGODlhAQABAAAAACw=').error).toBe('invalid_entry');
    expect(readChecklistSignature('data:image/png;base64,iVBORw0KGgo*').error).toBe('invalid_entry');
    expect(readChecklistSignature('Ada\u0000Lovelace').error).toBe('invalid_entry');
    expect(readChecklistSignature(42).error).toBe('invalid_entry');
    expect(readChecklistSignature('x'.repeat(101)).error).toBe('es_max');
    expect(readChecklistSignature(`data:image/png;base64,iVBORw0KGgo${'A'.repeat(700_000)}`).error).toBe('es_max');
  });
});
