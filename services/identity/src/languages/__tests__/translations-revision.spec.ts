import { translationsRevision } from '../translations-revision';

describe('translationsRevision', () => {
  const base = { count: 3, maxId: 7, maxUpdatedAt: new Date('2026-01-01T10:00:00Z') };

  it('is stable for the same rows', () => {
    expect(translationsRevision(base)).toBe(translationsRevision({ ...base, maxUpdatedAt: new Date(base.maxUpdatedAt) }));
    expect(translationsRevision(base)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('changes when a row is added, removed or edited', () => {
    const r = translationsRevision(base);
    expect(translationsRevision({ ...base, count: 4, maxId: 8 })).not.toBe(r);
    expect(translationsRevision({ ...base, count: 2 })).not.toBe(r);
    expect(translationsRevision({ ...base, maxUpdatedAt: new Date('2026-01-01T10:00:01Z') })).not.toBe(r);
  });

  it('has a value for a customer with no translations', () => {
    expect(translationsRevision({ count: 0, maxId: null, maxUpdatedAt: null })).toMatch(/^[0-9a-f]{16}$/);
  });
});
