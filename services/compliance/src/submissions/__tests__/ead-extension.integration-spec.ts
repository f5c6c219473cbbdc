import { addCalendarDays, EAD_EXTENSION_CATEGORIES } from '@attest/contracts';
import type { JobContext } from '@attest/platform';
import { ACME, countRows, HQ, insertApplicant, passportSection2, sessionFor, signedSection1, startCompliance, type ComplianceKit } from '../../__tests__/compliance-test-app';
import { PurgeExpiredI9Processor } from '../../retention/purge-expired-i9.processor';
import { todayYmd } from '../../shared/i9-rules';

const EAD = (expiration: string) => ({
  list: 'A', document_type: 'EAD_I766', document_title: 'Employment Authorization Document (Form I-766)',
  issuing_authority: 'U.S. Citizenship and Immigration Services', document_number: 'SRC1234567890', expiration_date: expiration,
});
const mdy = (ymd: string) => `${ymd.slice(5, 7)}/${ymd.slice(8, 10)}/${ymd.slice(0, 4)}`;
/** A renewal filed before 2025-10-30, when renewals still extended the card (contracts' EAD_AUTO_EXTENSION). */
const FILED = '2025-10-01';

describe('automatic EAD extension (POST /api/v1/submissions/{id}/ead/)', () => {
  let k: ComplianceKit;
  let expired: number;
  let expiring: number;
  const today = todayYmd();
  // A card whose date has passed (reverification overdue), and one that ends soon and is Section 1's date too.
  const pastCard = addCalendarDays(today, -100) < FILED ? FILED : addCalendarDays(today, -100);
  const soonCard = addCalendarDays(today, 20);
  const path = (id: number) => `/api/v1/submissions/${id}/ead`;
  const body = (card: string, over: Record<string, unknown> = {}) => ({ category: 'C08', card_expiration: card, renewal_filed_on: FILED, receipt_number: 'IOE0123456789', ...over });

  beforeAll(async () => {
    k = await startCompliance();
    expired = await signedSection1(k, k.adaSession, { attest_type: 4, uscis_number: 'A123456789', work_auth_until_date: null, work_auth_na: true });
    const s2 = passportSection2({ documents: [EAD(pastCard)], first_day_of_employment: addCalendarDays(pastCard, -30) });
    expect((await k.call('POST', `/api/v1/i9/${expired}/section2/sign`, { session: k.admin, body: { value: s2, confirmed: true } })).status).toBe(200);
    expiring = await signedSection1(k, k.wesSession, { i9_first_name: 'Wes', i9_last_name: 'Western', attest_type: 4, uscis_number: 'A987654321', work_auth_until_date: soonCard });
    const s2b = passportSection2({ documents: [EAD(soonCard)], first_day_of_employment: addCalendarDays(today, -5) });
    expect((await k.call('POST', `/api/v1/i9/${expiring}/section2/sign`, { session: k.admin, body: { value: s2b, confirmed: true } })).status).toBe(200);
  }, 90_000);
  afterAll(async () => k?.close());

  it('extends the card 540 days as a new signed Section 2 revision, moves the reverification date and writes a trail row', async () => {
    expect((await k.call('GET', `/api/v1/submissions/${expired}/expiration`, { session: k.viewer })).body).toMatchObject({ work_auth_until: pastCard, reverify_bucket: 'overdue' });
    const until = addCalendarDays(pastCard, 540);
    const res = await k.call('POST', path(expired), { session: k.compliance, body: body(pastCard, { receipt_number: 'ioe-012 345 6789' }) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      record_id: expired, section2_revision: 2, category: 'C08', receipt_number: '*********6789', card_expiration: pastCard,
      renewal_filed_on: FILED, extended_until: until, work_auth_until: until,
    });
    const exp = await k.call('GET', `/api/v1/submissions/${expired}/expiration`, { session: k.viewer });
    expect(exp.body.work_auth_until).toBe(until);
    expect(exp.body.reverify_bucket).not.toBe('overdue');
    const record = await k.call('GET', `/api/v1/i9/${expired}`, { session: k.compliance });
    expect(record.body.section2.current).toMatchObject({
      revision: 2, signed: true, corrects_revision_id: expect.any(Number),
      value: { additional_info: `EAD EXT ${mdy(until)}`, documents: [{ document_type: 'EAD_I766', expiration_date: pastCard, ead_extension_category: 'C08', ead_renewal_filed_on: FILED, document_number: '*********7890' }] },
    });
    const trail = await k.call('GET', `/api/v1/i9/${expired}/trail`, { session: k.viewer });
    expect(trail.body.verification.ok).toBe(true);
    const row = (trail.body.rows as { action: string; target: string; before: unknown; after: unknown }[]).find((r) => r.action === 'correct' && r.target === 'section2#2');
    expect(row).toMatchObject({
      before: { revision: 1, ead_extension_category: null, work_auth_until: pastCard },
      after: { ead_extension: { category: 'C08', receipt_number: '*********6789', extended_until: until }, work_auth_until: until },
    });
    // The receipt number is stored encrypted, nowhere in the clear.
    const [stored] = (await k.ds.query('SELECT receipt_number, extended_until FROM i9_ead_extensions WHERE record_id = ?', [expired])) as { receipt_number: string; extended_until: string }[];
    expect(stored.extended_until).toBe(until);
    expect(stored.receipt_number).toMatch(/^v1:/);
    expect(JSON.stringify(await k.ds.query('SELECT * FROM i9_trail WHERE record_id = ?', [expired]))).not.toContain('0123456789');
  });

  it("extends Section 1's authorized-until date with the card when it is the card's own date", async () => {
    expect((await k.call('GET', `/api/v1/submissions/${expiring}/expiration`, { session: k.viewer })).body.work_auth_until).toBe(soonCard);
    const res = await k.call('POST', path(expiring), { session: k.admin, body: body(soonCard, { category: '(c)(8)', receipt_number: null }) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ category: 'C08', receipt_number: null, extended_until: addCalendarDays(soonCard, 540), work_auth_until: addCalendarDays(soonCard, 540) });
  });

  it('accepts each of the 14 extension categories and refuses any other', async () => {
    for (const category of EAD_EXTENSION_CATEGORIES) {
      const res = await k.call('POST', path(expiring), { session: k.compliance, body: body(soonCard, { category: category.toLowerCase() }) });
      expect({ category, status: res.status, answered: res.body.category }).toEqual({ category, status: 200, answered: category });
    }
    for (const category of ['C99', 'A01', 'C11', 'EAD', '']) {
      const res = await k.call('POST', path(expiring), { session: k.compliance, body: body(soonCard, { category }) });
      expect(res.status).toBe(400);
      expect(res.body.details.fields.category).toBe(category ? 'i9_ead_extension_category' : 'required_field');
    }
  });

  it('refuses bad input with 400 and a key, and changes nothing', async () => {
    const before = await countRows(k.ds, 'i9_revisions', `record_id = ${expiring}`);
    const cases: [Record<string, unknown>, string, string][] = [
      [body(soonCard, { renewal_filed_on: '2025-11-15' }), 'renewal_filed_on', 'i9_ead_extension_ended'],
      [body(soonCard, { renewal_filed_on: undefined }), 'renewal_filed_on', 'i9_ead_extension_filing_date_required'],
      [body(soonCard, { card_expiration: addCalendarDays(soonCard, 1) }), 'card_expiration', 'i9_ead_card_mismatch'],
      [body(soonCard, { card_expiration: '12/01/2026' }), 'card_expiration', 'i9_invalid_date'],
      [body(soonCard, { receipt_number: '12345' }), 'receipt_number', 'i9_invalid_receipt_number'],
      [body(soonCard, { extra: 1 }), 'extra', 'unknown_field'],
    ];
    for (const [payload, field, key] of cases) {
      const res = await k.call('POST', path(expiring), { session: k.compliance, body: payload });
      expect({ field, status: res.status, key: res.body.details?.fields?.[field] }).toEqual({ field, status: 400, key });
    }
    expect(await countRows(k.ds, 'i9_revisions', `record_id = ${expiring}`)).toBe(before);
  });

  it('refuses a record whose List A/C document is not an EAD, or whose Section 2 is not signed', async () => {
    const pat = await insertApplicant(k.t.app, ACME, { first_name: 'Pat', last_name: 'Port', email: 'pat@acme.test', location_id: HQ });
    const passport = await signedSection1(k, await sessionFor(k.t.app, 'applicant', pat.applicant_id, ACME), { i9_first_name: 'Pat', i9_last_name: 'Port' });
    expect((await k.call('POST', path(passport), { session: k.admin, body: body(soonCard) })).body).toMatchObject({ statusCode: 409, messageKey: 'i9_section2_not_signed' });
    expect((await k.call('POST', `/api/v1/i9/${passport}/section2/sign`, { session: k.admin, body: { value: passportSection2(), confirmed: true } })).status).toBe(200);
    const res = await k.call('POST', path(passport), { session: k.admin, body: body('2033-05-01') });
    expect(res).toMatchObject({ status: 400, body: { messageKey: 'i9_ead_not_an_ead' } });
  });

  it('needs i9.section2.sign and the record in the caller’s locations', async () => {
    expect((await k.call('POST', path(expired), { session: k.recruiter, body: body(pastCard) })).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
    expect((await k.call('POST', path(expired), { session: k.westCompliance, body: body(pastCard) })).status).toBe(404);
    expect((await k.call('POST', path(expired), { session: k.globexAdmin, body: body(pastCard) })).status).toBe(404);
  });

  it('goes with its record when the record is purged', async () => {
    expect(await countRows(k.ds, 'i9_ead_extensions', `record_id = ${expired}`)).toBe(1);
    expect((await k.call('PUT', `/api/v1/i9/${expired}/employment`, { session: k.compliance, body: { termination_date: today } })).status).toBe(200);
    const ctx: JobContext = { jobId: 'ead-purge', attempt: 1, reportProgress: async () => undefined };
    expect(await k.t.app.get(PurgeExpiredI9Processor).handle({ customerId: ACME, version: 1, asOf: '2100-01-01' }, ctx)).toMatchObject({ purged: 1 });
    expect(await countRows(k.ds, 'i9_ead_extensions', `record_id = ${expired}`)).toBe(0);
    expect(await countRows(k.ds, 'i9_ead_extensions')).toBeGreaterThan(0);
  });
});

