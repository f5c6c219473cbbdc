import { COUNTRIES, findCountry, isSelectableCountry, SELECTABLE_COUNTRIES } from './countries';

describe('country reference list', () => {
  it('holds every country once, each with a numeric id, plus the unusual codes', () => {
    expect(COUNTRIES.length).toBe(252);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.id)).size).toBe(COUNTRIES.length);
    expect(COUNTRIES.every((c) => Number.isInteger(c.id) && c.name.length > 0 && Array.isArray(c.states))).toBe(true);
    expect(findCountry('M999')).toBeDefined();
    expect(findCountry('R999')).toBeDefined();
    expect(findCountry('GB')).toBeUndefined();
  });

  it('ends with NONE "- None Specified -"', () => {
    expect(COUNTRIES[COUNTRIES.length - 1]).toEqual({ id: expect.any(Number), code: 'NONE', name: '- None Specified -', states: [] });
  });

  it('has the spec ids and areas for US, UK, Canada and Ireland', () => {
    const us = findCountry('US');
    expect(us?.id).toBe(1);
    const usCodes = us?.states.map((s) => s.code) ?? [];
    expect(usCodes).toHaveLength(51 + 9 + 3);
    expect(usCodes).toEqual(expect.arrayContaining(['CA', 'DC', 'WY', 'PR', 'GU', 'VI', 'AS', 'MP']));
    expect(findCountry('UK')).toMatchObject({ id: 2359, name: 'United Kingdom' });
    expect(findCountry('UK')?.states.length).toBeGreaterThan(90);
    const ca = findCountry('CA');
    expect(ca?.id).toBe(2216);
    expect(ca?.states).toHaveLength(14);
    expect(ca?.states).toContainEqual({ code: 'OT', name: 'Other' });
    expect(findCountry('IE')?.states).toHaveLength(26);
  });

  it('keeps the odd state code formats, trailing tabs included', () => {
    const codes = COUNTRIES.flatMap((c) => c.states.map((s) => s.code));
    expect(codes).toEqual(expect.arrayContaining(['IR44', 'MK.AD', 'SI-001', 'PL-DS', '65']));
    const tabbed = codes.filter((code) => code.endsWith('\t'));
    expect(tabbed.length).toBeGreaterThanOrEqual(2);
    expect(tabbed.map((code) => code.trim())).toEqual(['ROO', 'YUC']);
  });

  it('offers exactly US, CA, UK and IE for selection', () => {
    expect(SELECTABLE_COUNTRIES.map((c) => c.code)).toEqual(['US', 'CA', 'UK', 'IE']);
    expect(SELECTABLE_COUNTRIES.every((c) => c.states.length > 0)).toBe(true);
    expect(isSelectableCountry('IE')).toBe(true);
    expect(isSelectableCountry('FR')).toBe(false);
    expect(isSelectableCountry(1)).toBe(false);
  });
});
