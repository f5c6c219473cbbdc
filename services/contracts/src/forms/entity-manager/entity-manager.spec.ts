import type { EntityCustomFieldValue, EntityManagerConfig, EntityRecord } from '../entity-manager-types';
import { activeCount, canAdd, correctDates, isConfigUsable, meetsMinimum, needsReview, recordValue } from './record-rules';
import { yearsStillRequired } from './required-years';

const rec = (over: Partial<EntityRecord> = {}): EntityRecord => ({ temp_id: 1, applicant_id: 1, active: 1, custom_fields: [], ...over });
const cf = (name: string, value: string | null): EntityCustomFieldValue => ({
  id: 1, entity_id: 1, entity_custom_field_id: 1, value, entity_type: 'work', datatype_id: 1, name, desc: null, required: true, order: 0, visible_to_applicant: true,
});

describe('yearsStillRequired', () => {
  const today = '2025-01-01';
  it('counts whole days per record, sums, floors by 365', () => {
    const records = [
      rec({ start_date: '2020-01-01', end_date: '2021-01-01' }), // 366 days
      rec({ start_date: '2022-01-01', end_date: '2022-12-31' }), // 364 days
    ];
    expect(yearsStillRequired(records, 3, 'start_date', 'end_date', today)).toBe(1); // 730 days → 2 years
    expect(yearsStillRequired(records, 2, 'start_date', 'end_date', today)).toBe(0);
  });
  it('runs to today without an end date and rounds partial days up', () => {
    expect(yearsStillRequired([rec({ start_date: '2024-01-03' })], 2, 'start_date', 'end_date', today)).toBe(2); // 364 days → 0 years
    expect(yearsStillRequired([rec({ start_date: '2024-01-01' })], 2, 'start_date', 'end_date', today)).toBe(1); // 366 days
    expect(yearsStillRequired([rec({ start_date: '2024-01-01T12:00:00Z', end_date: '2024-12-31T00:00:01Z' })], 1, 'start_date', 'end_date', today)).toBe(0); // 364.5 days → 365
  });
  it('skips records without a start, inactive records, and floors at 0', () => {
    expect(yearsStillRequired([rec({ end_date: '2024-01-01' }), rec({ start_date: '2000-01-01', active: 0 })], 2, 'start_date', 'end_date', today)).toBe(2);
    expect(yearsStillRequired([rec({ from: '2000-01-01', to: '2020-01-01' })], 5, 'from', 'to', today)).toBe(0);
    expect(yearsStillRequired([], null)).toBe(0);
    expect(yearsStillRequired([rec({ start_date: '2024-06-01', end_date: '2020-01-01' })], 1, 'start_date', 'end_date', today)).toBe(1);
  });
});

describe('correctDates', () => {
  it('end before start: the end moves to the start (default, end changed)', () => {
    expect(correctDates(rec({ start_date: '2024-05-01', end_date: '2024-01-01' }))).toMatchObject({ start_date: '2024-05-01', end_date: '2024-05-01' });
  });
  it('start after end: the start moves to the end when the start changed', () => {
    expect(correctDates(rec({ start_date: '2024-05-01', end_date: '2024-01-01' }), 'start_date', 'end_date', 'start')).toMatchObject({ start_date: '2024-01-01', end_date: '2024-01-01' });
  });
  it('leaves valid or incomplete ranges alone', () => {
    const ok = rec({ start_date: '2024-01-01', end_date: '2024-05-01' });
    expect(correctDates(ok)).toBe(ok);
    const open = rec({ start_date: '2024-01-01' });
    expect(correctDates(open)).toBe(open);
  });
});

describe('needsReview', () => {
  const logic = { requiredFields: ['employer', 'custom_fields->did_you_enjoy'] };
  it('active with a required field undefined or null', () => {
    expect(needsReview(rec({ employer: 'Acme', custom_fields: [cf('did_you_enjoy', '1')] }), logic)).toBe(false);
    expect(needsReview(rec({ custom_fields: [cf('did_you_enjoy', '1')] }), logic)).toBe(true);
    expect(needsReview(rec({ employer: null, custom_fields: [cf('did_you_enjoy', '1')] }), logic)).toBe(true);
    expect(needsReview(rec({ employer: 'Acme', custom_fields: [cf('did_you_enjoy', null)] }), logic)).toBe(true);
    expect(needsReview(rec({ employer: 'Acme' }), logic)).toBe(true);
    expect(needsReview(rec({ employer: '', custom_fields: [cf('did_you_enjoy', '')] }), logic)).toBe(false);
  });
  it('inactive records and no review logic never need review', () => {
    expect(needsReview(rec({ active: 0 }), logic)).toBe(false);
    expect(needsReview(rec(), null)).toBe(false);
    expect(recordValue(rec({ custom_fields: [cf('x', 'v')] }), 'custom_fields->x')).toBe('v');
  });
});

describe('min / max and configuration', () => {
  it('canAdd and meetsMinimum', () => {
    expect(canAdd(2, 3)).toBe(true);
    expect(canAdd(3, 3)).toBe(false);
    expect(canAdd(10, null)).toBe(true);
    expect(meetsMinimum(0, 1)).toBe(false);
    expect(meetsMinimum(1, 1)).toBe(true);
    expect(meetsMinimum(0, undefined)).toBe(true);
    expect(activeCount([rec(), rec({ active: 0 })])).toBe(1);
  });
  it('isConfigUsable needs every required key', () => {
    const config: EntityManagerConfig = {
      entityType: 'work', entityIdName: 'work_history_id', formConfig: { fields: [] },
      getEntitiesFunction: 'get', saveEntitiesFunction: 'save', tableConfig: { columns: [] },
    };
    expect(isConfigUsable(config)).toBe(true);
    for (const key of ['entityIdName', 'formConfig', 'getEntitiesFunction', 'saveEntitiesFunction', 'tableConfig'] as const) {
      expect(isConfigUsable({ ...config, [key]: undefined })).toBe(false);
    }
    expect(isConfigUsable(null)).toBe(false);
  });
});
