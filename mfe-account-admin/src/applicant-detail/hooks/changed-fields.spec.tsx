import { changedFields, profileValuesOf } from './changed-fields';

describe('changedFields', () => {
  it('sends only the fields that changed, an emptied one as null', () => {
    const before = profileValuesOf({ first_name: 'Ada', last_name: 'Lovelace', city: 'Helena', email: 'ada@acme.test' });
    const after = { ...before, first_name: 'Augusta', city: '' };
    expect(changedFields(before, after)).toEqual({ first_name: 'Augusta', city: null });
    expect(changedFields(before, before)).toEqual({});
  });
});
