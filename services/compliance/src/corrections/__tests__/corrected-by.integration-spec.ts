import { CstUserEntity, CustomerEntity, LocationEntity } from '@attest/identity';
import { ACME, HQ, passportSection2, signedSection1, startCompliance, type ComplianceKit } from '../../__tests__/compliance-test-app';

interface Entry {
  section: string;
  revision: number;
  pending: boolean;
  corrected_by_name: string | null;
  signed_by_name: string | null;
}

describe('who corrected what (GET /api/v1/corrections/{id} history), and the request to the employee', () => {
  let k: ComplianceKit;
  let recordId: number;
  beforeAll(async () => {
    k = await startCompliance();
    await k.ds.getRepository(CstUserEntity).insert({
      user_id: 902, customer_id: ACME, location_id: HQ, email: 'casey.officer@acme.test', password_hash: 'x', first_name: 'Casey', last_name: 'Officer',
    });
    await k.ds.getRepository(CustomerEntity).save({ id: ACME, customer_code: 'acme', name: 'Acme Staffing Co', active: 1, created_at: new Date() });
    await k.ds.getRepository(LocationEntity).save({ location_id: HQ, customer_id: ACME, location_code: 'hq', name: 'HQ' });
    recordId = await signedSection1(k);
    expect((await k.call('POST', `/api/v1/i9/${recordId}/section2/sign`, { session: k.admin, body: { value: passportSection2(), confirmed: true } })).status).toBe(200);
  }, 60_000);
  afterAll(async () => k?.close());

  it('names the staff user who corrected Section 2, even when the certification keeps the first signer', async () => {
    // The employer name in the form stays "Carla Officer" (the first signer); the correction is Casey's.
    const res = await k.call('POST', `/api/v1/corrections/${recordId}/section2`, { session: k.compliance, body: { value: { employer_title: 'Payroll Lead' } } });
    expect(res.status).toBe(200);
    expect(res.body.history).toMatchObject([{ section: 'section2', revision: 2, pending: false, corrected_by_name: 'Casey Officer', signed_by_name: 'Carla Officer' }]);
  });

  it("names the staff user on a Section 1 correction waiting for the employee, and the employee's own change by the employee", async () => {
    const mails = async () => (await k.ds.query("SELECT recipient, subject, body FROM notification_outbox WHERE channel = 'email' ORDER BY id")) as { recipient: string; subject: string; body: string }[];
    const before = (await mails()).length;
    const res = await k.call('POST', `/api/v1/corrections/${recordId}/section1`, { session: k.compliance, body: { value: { i9_address1: '2 Oak Avenue' } } });
    expect(res.body).toMatchObject({ employee_notified: true });
    expect(res.body.history.find((h: Entry) => h.section === 'section1')).toMatchObject({ revision: 2, pending: true, corrected_by_name: 'Casey Officer', signed_by_name: null });
    // The employee is asked to review and sign it, with the link to her Section 1 and nothing of the form's content.
    const sent = (await mails()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ recipient: 'ada@acme.test', subject: 'Form I-9: please review and sign the corrected Section 1 for Acme Staffing Co' });
    expect(sent[0].body).toContain('Hello Ada Lovelace,');
    expect(sent[0].body).toMatch(/\/acme\/hq\/i9\/section1\n$/);
    expect(sent[0].body).not.toMatch(/6789|Oak Avenue/);
    expect((await k.call('DELETE', `/api/v1/corrections/${recordId}`, { session: k.compliance })).status).toBe(200);

    // The employee changes her signed Section 1 herself (a new revision correcting it) and signs it.
    expect((await k.call('PUT', '/api/v1/i9/section1', { session: k.adaSession, body: { i9_city: 'Bozeman' } })).status).toBe(200);
    expect((await k.call('POST', '/api/v1/i9/section1/sign', { session: k.adaSession, body: { confirmed: true } })).status).toBe(200);
    const view = await k.call('GET', `/api/v1/corrections/${recordId}`, { session: k.viewer });
    expect(view.status).toBe(200);
    expect(view.body.history.map((h: Entry) => [h.section, h.revision, h.pending, h.corrected_by_name])).toEqual([
      ['section1', 2, false, 'Ada Lovelace'],
      ['section2', 2, false, 'Casey Officer'],
    ]);
  });
});
