import { caseDueDate, contactAgencyDue, isCaseLate, notifyEmployeeDue, workingDaysLeft } from './case-deadlines';
import { everifyCitizenshipStatus } from './citizenship-status';
import { reasonForDelayErrors } from './reason-for-delay';
import { RevocationMatcher, normalizeCardNumber } from './revocation-matcher';
import { evaluateTncFan } from './tnc-fan';

describe('E-Verify deadlines in federal working days', () => {
  it('a case is due the 3rd business day after the first day, skipping weekends and federal holidays', () => {
    // Thursday 3 July 2025: Friday 4 July is Independence Day, then the weekend.
    expect(caseDueDate('2025-07-03')).toBe('2025-07-09');
    // Friday 22 Nov 2024 → Mon 25, Tue 26, Wed 27.
    expect(caseDueDate('2024-11-22')).toBe('2024-11-27');
    // Wednesday 24 Dec 2025: Christmas Thursday, then Friday 26, the weekend, Monday 29, Tuesday 30.
    expect(caseDueDate('2025-12-24')).toBe('2025-12-30');
    expect(isCaseLate('2025-07-03', '2025-07-09')).toBe(false);
    expect(isCaseLate('2025-07-03', '2025-07-10')).toBe(true);
    expect(isCaseLate(null, '2030-01-01')).toBe(false);
  });

  it('the FAN is due 10 and the agency contact 8 federal working days later', () => {
    // Monday 10 Nov 2025 (Veterans Day, 11 Nov, is skipped): 10 working days → Tuesday 25 Nov.
    expect(notifyEmployeeDue('2025-11-10')).toBe('2025-11-25');
    // Wednesday 26 Nov 2025: Thanksgiving (27) skipped → Fri 28 (1), Mon 1 … Fri 5 Dec (6), Mon 8 (7), Tue 9 (8).
    expect(contactAgencyDue('2025-11-26')).toBe('2025-12-09');
    expect(workingDaysLeft('2025-12-09', '2025-11-26')).toBe(8);
    expect(workingDaysLeft('2025-11-26', '2025-12-09')).toBe(-8);
  });
});

describe('reason for delay', () => {
  it('is required and checked only when the case is late', () => {
    expect(reasonForDelayErrors({ late: false })).toEqual({});
    expect(reasonForDelayErrors({ late: false, reason: 'OTHER' })).toEqual({ ReasonForDelay: 'everify_reason_not_late' });
    expect(reasonForDelayErrors({ late: true })).toEqual({ ReasonForDelay: 'everify_reason_for_delay_required' });
    expect(reasonForDelayErrors({ late: true, reason: 'FORGOT' })).toEqual({ ReasonForDelay: 'invalid_entry' });
    expect(reasonForDelayErrors({ late: true, reason: 'TECHNICAL_PROBLEMS' })).toEqual({});
    expect(reasonForDelayErrors({ late: true, reason: 'OTHER' })).toEqual({ ReasonForDelayDescription: 'required_field' });
    expect(reasonForDelayErrors({ late: true, reason: 'OTHER', description: 'Hired on a remote site' })).toEqual({});
  });
});

describe('TNC further action notice steps', () => {
  it('step 1 unanswered is invalid; no closes the TNC uncontested; yes needs step 2', () => {
    expect(evaluateTncFan({})).toEqual({ valid: false, errors: { tnc_fan_step1: 'required_field' } });
    expect(evaluateTncFan({ tnc_fan_step1: false })).toEqual({ valid: true, contest: false });
    expect(evaluateTncFan({ tnc_fan_step1: true })).toEqual({ valid: false, errors: { tnc_fan_step2: 'required_field' } });
    expect(evaluateTncFan({ tnc_fan_step1: true, tnc_fan_step2: false })).toEqual({ valid: false, errors: { tnc_fan_step2: 'everify_tnc_contact_required' } });
    expect(evaluateTncFan({ tnc_fan_step1: true, tnc_fan_step2: true })).toEqual({ valid: true, contest: true });
  });
});

describe('citizenship status for E-Verify', () => {
  it('maps the I-9 attestation as the spec says, otherwise ANY', () => {
    expect(['ALIEN', 'CITIZEN', 'LAWRES', 'NONCIT', 'nonsense', null].map(everifyCitizenshipStatus)).toEqual([
      'AUTHORIZED_ALIEN',
      'CITIZEN',
      'PERMANENT_RESIDENT',
      'NON_CITIZEN_NATIONAL',
      'ANY',
      'ANY',
    ]);
  });
});

describe('EAD revocation matcher', () => {
  const matcher = new RevocationMatcher([
    { id: 1, aNumber: 'A012345678', cardNumbers: ['SRC1234567890'] },
    { id: 2, aNumber: '987654321', cardNumbers: ['EAC0000000001', 'IOE0000000002'] },
    { id: 3, aNumber: '555555555', cardNumbers: [] },
    { id: 4, aNumber: '555555555', cardNumbers: ['LIN9999999999'] },
  ]);

  it('matches exactly on both numbers, whatever their spelling', () => {
    expect(matcher.match({ aNumber: 'A-012-345-678', cardNumber: 'src 123 456 7890' })).toEqual({ kind: 'exact', employeeId: 1, candidates: [1] });
  });
  it('matches by card alone and by A-Number alone', () => {
    expect(matcher.match({ cardNumber: 'IOE0000000002' })).toEqual({ kind: 'by_card', employeeId: 2, candidates: [2] });
    expect(matcher.match({ aNumber: '12345678', cardNumber: 'ZZZ0000000000' })).toEqual({ kind: 'by_a_number', employeeId: 1, candidates: [1] });
  });
  it('finds nothing for unknown or malformed numbers', () => {
    expect(matcher.match({ aNumber: '111111111', cardNumber: 'ABC1111111111' })).toEqual({ kind: 'none', employeeId: null, candidates: [] });
    expect(matcher.match({ aNumber: 'nope', cardNumber: '12' })).toEqual({ kind: 'none', employeeId: null, candidates: [] });
  });
  it('reports two employees as ambiguous (the same A-Number on two records, or numbers pointing at two people)', () => {
    expect(matcher.match({ aNumber: '555555555' })).toEqual({ kind: 'ambiguous', employeeId: null, candidates: [3, 4] });
    expect(matcher.match({ aNumber: '987654321', cardNumber: 'SRC1234567890' })).toEqual({ kind: 'ambiguous', employeeId: null, candidates: [2, 1] });
    // Both numbers agree on employee 4 even though the A-Number alone is shared: exact.
    expect(matcher.match({ aNumber: '555555555', cardNumber: 'LIN9999999999' })).toEqual({ kind: 'exact', employeeId: 4, candidates: [4] });
  });
  it('normalises card numbers', () => {
    expect(normalizeCardNumber('src-123-456-7890')).toBe('SRC1234567890');
    expect(normalizeCardNumber('SRC123')).toBeNull();
  });
});
