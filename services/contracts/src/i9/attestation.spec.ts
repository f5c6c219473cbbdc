import {
  attestationCode, attestationCodesFor, attestationNeedsNumbers, formKindCovers, i9SectionKind, I9_FORM_KINDS,
  isI9Attestation, isI9FormKind, isLegacyI9FormKind, isSection1Kind, isSection2Kind, isSection3Kind,
  parseAttestation, parseDocumentAttestation, toDocumentAttestation,
} from './attestation';

describe('attestation enum', () => {
  it('numbers and codes are the spec (CITIZEN=1, NONCIT=2, LAWRES=3, ALIEN=4)', () => {
    expect([1, 2, 3, 4].map((n) => attestationCode(n as 1 | 2 | 3 | 4))).toEqual(['CITIZEN', 'NONCIT', 'LAWRES', 'ALIEN']);
    expect(isI9Attestation(4)).toBe(true);
    expect(isI9Attestation(5)).toBe(false);
    expect(isI9Attestation('1')).toBe(false);
  });
  it('parses numbers, numeric strings, codes and document names', () => {
    expect(parseAttestation(3)).toBe(3);
    expect(parseAttestation(' 2 ')).toBe(2);
    expect(parseAttestation('alien')).toBe(4);
    expect(parseAttestation('PERMANENT_RESIDENT')).toBe(3);
    expect(parseAttestation('LAWFUL_PERMANENT_RESIDENT')).toBe(3);
    expect(parseAttestation('NON_CITIZEN_NATIONAL')).toBe(2);
    expect(parseAttestation('NONCITIZEN_NATIONAL')).toBe(2);
    expect(parseAttestation('0')).toBeNull();
    expect(parseAttestation('ANY')).toBeNull();
    expect(parseAttestation(null)).toBeNull();
  });
  it('maps to the document-reference names of the spec table; anything else is ANY', () => {
    expect(toDocumentAttestation(4)).toBe('AUTHORIZED_ALIEN');
    expect(toDocumentAttestation('CITIZEN')).toBe('CITIZEN');
    expect(toDocumentAttestation('LAWRES')).toBe('PERMANENT_RESIDENT');
    expect(toDocumentAttestation(2)).toBe('NON_CITIZEN_NATIONAL');
    expect(toDocumentAttestation('OTHER')).toBe('ANY');
    expect(toDocumentAttestation(undefined)).toBe('ANY');
  });
  it('reads the ?attestation= query in either spelling', () => {
    expect(parseDocumentAttestation('AUTHORIZED_ALIEN')).toBe('AUTHORIZED_ALIEN');
    expect(parseDocumentAttestation('LAWFUL_PERMANENT_RESIDENT')).toBe('PERMANENT_RESIDENT');
    expect(parseDocumentAttestation('any')).toBe('ANY');
    expect(parseDocumentAttestation('')).toBe('ANY');
    expect(attestationCodesFor('ANY')).toEqual(['CITIZEN', 'NONCIT', 'LAWRES', 'ALIEN']);
    expect(attestationCodesFor('PERMANENT_RESIDENT')).toEqual(['LAWRES']);
  });
  it('only LAWRES and ALIEN give numbers', () => {
    expect([1, 2, 3, 4].map((n) => attestationNeedsNumbers(n as 1 | 2 | 3 | 4))).toEqual([false, false, true, true]);
  });
});

describe('I-9 form kinds (spec table)', () => {
  it('knows the seven kinds', () => {
    expect(Object.keys(I9_FORM_KINDS)).toHaveLength(7);
    for (const k of ['i9', 'i9-employer', 'i9-reverify', 'i9-2023-section1-supa', 'i9-2023-section2', 'i9-2023-s1s2-combined', 'i9-supplement-b']) {
      expect(isI9FormKind(k)).toBe(true);
    }
    expect(isI9FormKind('w4')).toBe(false);
    expect(isI9FormKind('toString')).toBe(false);
    expect(isI9FormKind(undefined)).toBe(false);
  });
  it('sorts them by section as the spec lists them', () => {
    expect(['i9', 'i9-2023-section1-supa'].every(isSection1Kind)).toBe(true);
    expect(['i9-employer', 'i9-2023-section2'].every(isSection2Kind)).toBe(true);
    expect(['i9-reverify', 'i9-supplement-b'].every(isSection3Kind)).toBe(true);
    expect(isSection1Kind('i9-2023-s1s2-combined')).toBe(false);
    expect(isSection2Kind('i9-employer')).toBe(true);
    expect(isSection3Kind('i9')).toBe(false);
    expect(i9SectionKind('i9-2023-s1s2-combined')).toBe('combined');
  });
  it('the combined form covers Sections 1 and 2, not 3', () => {
    expect(formKindCovers('i9-2023-s1s2-combined', 'section1')).toBe(true);
    expect(formKindCovers('i9-2023-s1s2-combined', 'section2')).toBe(true);
    expect(formKindCovers('i9-2023-s1s2-combined', 'section3')).toBe(false);
    expect(formKindCovers('i9-employer', 'section1')).toBe(false);
  });
  it('marks the legacy kinds', () => {
    expect(['i9', 'i9-employer', 'i9-reverify'].every(isLegacyI9FormKind)).toBe(true);
    expect(isLegacyI9FormKind('i9-supplement-b')).toBe(false);
  });
});
