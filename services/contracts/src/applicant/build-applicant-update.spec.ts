import { buildApplicantUpdate, hasApplicantChanges } from './build-applicant-update';

const original = {
  applicant_id: 42,
  first_name: 'Ana',
  middle_name: null,
  last_name: 'Lopez',
  email: 'ana@example.com',
  fed_tax: { filing_status: 'single', allowances: 1 },
  eeoc: { gender: 'F', race: 'hispanic' },
  props: { shirt: { size: 'M', color: 'blue' }, tags: ['a', 'b'] },
  altId: { value: 'X1' },
};

describe('buildApplicantUpdate', () => {
  it('sends only applicant_id when nothing changed', () => {
    const update = buildApplicantUpdate(original, structuredClone(original));
    expect(update).toEqual({ applicant_id: 42 });
    expect(hasApplicantChanges(update)).toBe(false);
  });

  it('sends changed top-level fields only', () => {
    const update = buildApplicantUpdate(original, { ...original, first_name: 'Anna', email: 'anna@example.com' });
    expect(update).toEqual({ applicant_id: 42, first_name: 'Anna', email: 'anna@example.com' });
    expect(hasApplicantChanges(update)).toBe(true);
  });

  it('treats null, undefined and empty string as the same value', () => {
    expect(buildApplicantUpdate(original, { middle_name: '' })).toEqual({ applicant_id: 42 });
    expect(buildApplicantUpdate(original, { middle_name: 'Maria' })).toEqual({ applicant_id: 42, middle_name: 'Maria' });
    expect(buildApplicantUpdate(original, { last_name: '' })).toEqual({ applicant_id: 42, last_name: '' });
  });

  it('groups nested changes under their group with only the changed keys', () => {
    const update = buildApplicantUpdate(original, {
      ...original,
      fed_tax: { filing_status: 'married', allowances: 1 },
      eeoc: { gender: 'F', race: 'hispanic' },
      altId: { value: 'X2' },
    });
    expect(update).toEqual({ applicant_id: 42, fed_tax: { filing_status: 'married' }, altId: { value: 'X2' } });
  });

  it('follows two levels of nesting and sends deeper or array values whole', () => {
    const update = buildApplicantUpdate(original, {
      props: { shirt: { size: 'L', color: 'blue' }, tags: ['a', 'c'] },
    });
    expect(update).toEqual({ applicant_id: 42, props: { shirt: { size: 'L' }, tags: ['a', 'c'] } });

    const deeper = buildApplicantUpdate(
      { applicant_id: 1, props: { a: { b: { c: 1, d: 2 } } } },
      { props: { a: { b: { c: 1, d: 3 } } } },
    );
    expect(deeper).toEqual({ applicant_id: 1, props: { a: { b: { c: 1, d: 3 } } } });
  });

  it('creates a group that the original did not have', () => {
    const update = buildApplicantUpdate(original, { state_props: { ca_flag: true, empty: '' } });
    expect(update).toEqual({ applicant_id: 42, state_props: { ca_flag: true } });
  });

  it('never lets the edited copy change applicant_id', () => {
    expect(buildApplicantUpdate(original, { applicant_id: 99, first_name: 'Ana' })).toEqual({ applicant_id: 42 });
  });
});
