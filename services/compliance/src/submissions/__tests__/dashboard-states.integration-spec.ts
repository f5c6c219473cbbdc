import { addCalendarDays } from '@attest/contracts';
import { passportSection2, signedSection1, startCompliance, type ComplianceKit } from '../../__tests__/compliance-test-app';
import { todayYmd } from '../../shared/i9-rules';

const EAD = (expiration: string) => ({
  list: 'A', document_type: 'EAD_I766', document_title: 'Employment Authorization Document (Form I-766)',
  issuing_authority: 'U.S. Citizenship and Immigration Services', document_number: 'SRC1234567890', expiration_date: expiration,
});

interface Row {
  id: number;
  reverify_bucket: string | null;
  reverify_countdown: { due: string; status: string; calendarDaysLeft: number } | null;
}

describe('the I-9 dashboard states (POST /api/v1/submissions/counts and /query)', () => {
  let k: ComplianceKit;
  let alien: number;
  let citizen: number;
  const today = todayYmd();
  const soon = addCalendarDays(today, 20);
  const ids = async (state: string): Promise<number[]> => {
    const res = await k.call('POST', '/api/v1/submissions/query', { session: k.viewer, body: { state } });
    expect(res.status).toBe(200);
    return (res.body.items as Row[]).map((r) => r.id);
  };
  beforeAll(async () => {
    k = await startCompliance();
    alien = await signedSection1(k, k.adaSession, { attest_type: 4, uscis_number: 'A123456789', work_auth_until_date: soon });
    expect((await k.call('POST', `/api/v1/i9/${alien}/section2/sign`, { session: k.admin, body: { value: passportSection2({ documents: [EAD(soon)], first_day_of_employment: addCalendarDays(today, -10) }), confirmed: true } })).status).toBe(200);
    citizen = await signedSection1(k, k.wesSession, { i9_first_name: 'Wes', i9_last_name: 'Western' });
  }, 60_000);
  afterAll(async () => k?.close());

  it('counts and lists the records whose Section 2 waits for review (signed by an authorized representative)', async () => {
    expect((await k.call('POST', '/api/v1/submissions/counts', { session: k.viewer, body: {} })).body).toMatchObject({ section2_pending_review: 0 });
    await k.ds.query("UPDATE i9_records SET status = 'section2_pending_review' WHERE id = ?", [citizen]);
    expect((await k.call('POST', '/api/v1/submissions/counts', { session: k.viewer, body: {} })).body).toMatchObject({ section2_pending_review: 1, complete: 1 });
    expect(await ids('section2_pending_review')).toEqual([citizen]);
    const bad = await k.call('POST', '/api/v1/submissions/query', { session: k.viewer, body: { state: 'pending_review' } });
    expect(bad).toMatchObject({ status: 400, body: { messageKey: 'validation_failed', details: { fields: { state: 'invalid_entry' } } } });
  });

  it('answers the reverification countdown with each row, and none for the records not in a bucket', async () => {
    const res = await k.call('POST', '/api/v1/submissions/query', { session: k.viewer, body: {} });
    const rows = res.body.items as Row[];
    expect(rows.find((r) => r.id === alien)).toMatchObject({ reverify_bucket: 'due_30', reverify_countdown: { due: soon, status: 'upcoming', calendarDaysLeft: 20 } });
    expect(rows.find((r) => r.id === citizen)).toMatchObject({ reverify_bucket: null, reverify_countdown: null });
    expect(await ids('reverify_due_30')).toEqual([alien]);
  });

  it('a terminated employee is not reverified: out of the reverification counts, no bucket, no countdown', async () => {
    const yesterday = addCalendarDays(today, -1);
    const ended = await k.call('PUT', `/api/v1/i9/${alien}/employment`, { session: k.compliance, body: { termination_date: yesterday } });
    expect(ended.status).toBe(200);
    const counts = (await k.call('POST', '/api/v1/submissions/counts', { session: k.viewer, body: {} })).body;
    expect(counts).toMatchObject({ reverify_due_30: 0, reverify_overdue: 0 });
    expect(await ids('reverify_due_30')).toEqual([]);
    const rows = (await k.call('POST', '/api/v1/submissions/query', { session: k.viewer, body: {} })).body.items as Row[];
    expect(rows.find((r) => r.id === alien)).toMatchObject({ reverify_bucket: null, reverify_countdown: null });
    const exp = await k.call('GET', `/api/v1/submissions/${alien}/expiration`, { session: k.viewer });
    expect(exp.body).toMatchObject({ work_auth_until: soon, reverify_bucket: null, reverify_countdown: null });

    // Still employed on the termination day itself.
    await k.call('PUT', `/api/v1/i9/${alien}/employment`, { session: k.compliance, body: { termination_date: today } });
    expect(await ids('reverify_due_30')).toEqual([alien]);
  });
});
