import type { Session } from '@attest/platform/testing';
import { pdfText } from '../../i9-pdf/__tests__/pdf-drawn-text';
import { passportSection2, signedSection1, startCompliance, type ComplianceKit } from '../../__tests__/compliance-test-app';

describe('staff reading I-9 records: masking, reveal, scope', () => {
  let k: ComplianceKit;
  let adaRecord: number;
  let wesRecord: number;
  beforeAll(async () => {
    k = await startCompliance();
    adaRecord = await signedSection1(k);
    wesRecord = await signedSection1(k, k.wesSession, { i9_first_name: 'Wes', i9_last_name: 'Western', i9_ssn: '234567890' });
    const s2 = await k.call('POST', `/api/v1/i9/${adaRecord}/section2/sign`, { session: k.admin, body: { value: passportSection2(), confirmed: true } });
    expect(s2.status).toBe(200);
  }, 60_000);
  afterAll(async () => k?.close());

  const trailActions = async (id: number) => ((await k.ds.query('SELECT action FROM i9_trail WHERE record_id = ? ORDER BY seq', [id])) as { action: string }[]).map((r) => r.action);

  it("answers an applicant's I-9 with the SSN and document numbers masked, and records the view", async () => {
    const res = await k.call('GET', `/api/v1/i9/applicants/${k.ada.applicant_id}`, { session: k.viewer });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: adaRecord, revealed: false, section1: { current: { value: { i9_ssn: '*****6789', i9_last_name: 'Lovelace' } } }, section2: { current: { value: { documents: [{ document_number: '*****5678' }] } } } });
    expect(JSON.stringify(res.body)).not.toContain('123456789');
    expect((await trailActions(adaRecord)).at(-1)).toBe('view');
  });

  it('reveals only to pii.ssn.reveal with ?reveal=true, and audits the reveal', async () => {
    const refused = await k.call('GET', `/api/v1/i9/${adaRecord}?reveal=true`, { session: k.recruiter });
    expect(refused).toMatchObject({ status: 403, body: { messageKey: 'permission_denied' } });
    const res = await k.call('GET', `/api/v1/i9/${adaRecord}?reveal=true`, { session: k.compliance, headers: { 'x-forwarded-for': '10.7.7.7' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ revealed: true, section1: { current: { value: { i9_ssn: '123456789' } } }, section2: { current: { value: { documents: [{ document_number: 'X12345678' }] } } } });
    const [row] = (await k.ds.query("SELECT actor_party, actor_id, ip FROM i9_trail WHERE record_id = ? AND action = 'reveal'", [adaRecord])) as Record<string, unknown>[];
    expect(row).toMatchObject({ actor_party: 'user', actor_id: 902, ip: '10.7.7.7' });
    const audit = (await k.ds.query("SELECT actor_id FROM audit_log WHERE entity = 'i9' AND action = 'reveal' AND entity_id = ?", [String(adaRecord)])) as unknown[];
    expect(audit).toHaveLength(1);
    expect((await k.call('GET', `/api/v1/i9/${adaRecord}?reveal=maybe`, { session: k.compliance })).status).toBe(400);
  });

  it('renders the stored I-9 as a PDF: typed values, masked numbers unless revealed, the trail on the last page', async () => {
    const pdf = async (session: Session, query = '') => {
      const res = await fetch(`${k.t.baseUrl}/api/v1/i9/${adaRecord}/pdf${query}`, {
        headers: { authorization: `Basic ${session.token}`, 'x-requested-by-party': session.party, 'x-request-customer-id': String(session.customerId) },
      });
      return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
    };
    const masked = await pdf(k.viewer);
    expect(masked).toMatchObject({ status: 200, type: 'application/pdf' });
    const text = pdfText(masked.bytes);
    expect(text).toContain('Lovelace');
    expect(text).toContain('Employment Eligibility Verification');
    expect(text).toContain('***-**-6789');
    expect(text).not.toContain('123-45-6789');
    expect(text).toMatch(/#\d+ sign/);
    expect((await trailActions(adaRecord)).at(-1)).toBe('view');
    expect((await pdf(k.recruiter, '?reveal=true')).status).toBe(403);
    const revealed = pdfText((await pdf(k.compliance, '?reveal=true')).bytes);
    expect(revealed).toContain('123-45-6789');
    expect((await trailActions(adaRecord)).at(-1)).toBe('reveal');
    expect((await pdf(k.globexAdmin)).status).toBe(404);
  });

  it("answers 404 for another customer's I-9 and for one outside the staff user's locations", async () => {
    const globex = await k.call('GET', `/api/v1/i9/${adaRecord}`, { session: k.globexAdmin });
    expect(globex).toMatchObject({ status: 404, body: { messageKey: 'not_found' } });
    const globexByApplicant = await k.call('GET', `/api/v1/i9/applicants/${k.ada.applicant_id}`, { session: k.globexAdmin });
    expect(globexByApplicant.status).toBe(404);
    // The west-limited Compliance officer sees Wes (west) and not Ada (hq), for reads and writes alike.
    expect((await k.call('GET', `/api/v1/i9/${wesRecord}`, { session: k.westCompliance })).status).toBe(200);
    expect((await k.call('GET', `/api/v1/i9/${adaRecord}`, { session: k.westCompliance })).status).toBe(404);
    expect((await k.call('GET', `/api/v1/i9/applicants/${k.ada.applicant_id}`, { session: k.westCompliance })).status).toBe(404);
    expect((await k.call('POST', `/api/v1/corrections/${adaRecord}/section2`, { session: k.westCompliance, body: { value: {} } })).status).toBe(404);
    expect((await k.call('GET', `/api/v1/submissions/${adaRecord}/expiration`, { session: k.westCompliance })).status).toBe(404);
    const list = await k.call('POST', '/api/v1/submissions/query', { session: k.westCompliance, body: {} });
    expect(list.body.items.map((r: { id: number }) => r.id)).toEqual([wesRecord]);
    // An applicant reaches only their own.
    expect((await k.call('GET', `/api/v1/i9/${adaRecord}`, { session: k.eveSession })).status).toBe(403);
  });

  it('answers 404 i9_not_started for an applicant without an I-9', async () => {
    const res = await k.call('GET', `/api/v1/i9/applicants/${k.eve.applicant_id}`, { session: k.globexAdmin });
    expect(res).toMatchObject({ status: 404, body: { messageKey: 'i9_not_started' } });
  });

  it('lists submissions with counts by state', async () => {
    const counts = await k.call('POST', '/api/v1/submissions/counts', { session: k.admin, body: {} });
    expect(counts.status).toBe(200);
    expect(counts.body).toMatchObject({ total: 2, complete: 1, section1_pending: 0, section2_pending: 1, corrections: 0 });
    // Ada's Section 2 was signed with today as the first day; Wes has no first day yet.
    const pending = await k.call('POST', '/api/v1/submissions/query', { session: k.admin, body: { state: 'section2_pending' } });
    expect(pending.body).toMatchObject({ total: 1, items: [{ id: wesRecord, first_name: 'Wes', last_name: 'Western', section2_countdown: null }] });
    const employment = await k.call('PUT', `/api/v1/i9/${wesRecord}/employment`, { session: k.admin, body: { first_day_of_employment: '2020-03-02' } });
    expect(employment.body).toMatchObject({ section2_due: '2020-03-05', retention_until: '2023-03-02' });
    const overdue = await k.call('POST', '/api/v1/submissions/query', { session: k.admin, body: { state: 'section2_overdue' } });
    expect(overdue.body.items).toMatchObject([{ id: wesRecord, section2_countdown: { status: 'overdue' } }]);
    expect((await k.call('POST', '/api/v1/submissions/counts', { session: k.admin, body: {} })).body).toMatchObject({ section2_overdue: 1 });
    const search = await k.call('POST', '/api/v1/submissions/query', { session: k.admin, body: { search: 'lovel' } });
    expect(search.body.items.map((r: { id: number }) => r.id)).toEqual([adaRecord]);
    expect((await k.call('POST', '/api/v1/submissions/query', { session: k.admin, body: { state: 'nope' } })).status).toBe(400);
  });

  it('answers expiration, revisions and the signed details', async () => {
    const exp = await k.call('GET', `/api/v1/submissions/${adaRecord}/expiration`, { session: k.viewer });
    expect(exp.status).toBe(200);
    expect(exp.body).toMatchObject({ record_id: adaRecord, section2_countdown: null, retention: { basis: 'hire_plus_3_years', status: 'employed' }, legal_hold: false });
    const revisions = await k.call('GET', `/api/v1/submissions/${adaRecord}/revision?name=section1`, { session: k.viewer });
    expect(revisions.body).toMatchObject([{ section: 'section1', revision: 1, signed: true }]);
    expect(revisions.body[0].value).toBeUndefined();
    expect((await k.call('GET', `/api/v1/submissions/${adaRecord}/revision?name=bogus`, { session: k.viewer })).status).toBe(400);
    const signed = await k.call('GET', `/api/v1/i9details/${adaRecord}/signed`, { session: k.viewer });
    expect(signed.body.revisions.map((r: { section: string }) => r.section)).toEqual(['section1', 'section2']);
  });

  it('answers the reference lists to both parties', async () => {
    const docs = await k.call('GET', '/api/v1/documentreferences?attestation=ALIEN', { session: k.adaSession });
    expect(docs.status).toBe(200);
    expect(docs.body.attestation).toBe('AUTHORIZED_ALIEN');
    expect(docs.body.A.map((d: { code: string }) => d.code)).toContain('EAD_I766');
    expect(docs.body.A.map((d: { code: string }) => d.code)).not.toContain('US_PASSPORT');
    expect((await k.call('GET', '/api/v1/documentreferences', { session: k.recruiter })).body.attestation).toBe('ANY');
    const countries = await k.call('GET', '/api/v1/countryreferences?search=ger', { session: k.viewer });
    expect(countries.body).toEqual(expect.arrayContaining([{ key: 'DE', value: 'Germany' }, { key: 'NG', value: 'Nigeria' }]));
    const all = (await k.call('GET', '/api/v1/countryreferences', { session: k.adaSession })).body as { value: string }[];
    expect(all.map((c) => c.value)).toEqual([...all.map((c) => c.value)].sort((a, b) => a.localeCompare(b, 'en')));
    expect(all.some((c) => c.value === '- None Specified -')).toBe(false);
  });
});
