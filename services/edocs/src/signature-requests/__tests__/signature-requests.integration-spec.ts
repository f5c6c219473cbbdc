import { CustomerConfigService, STORAGE, type StorageService } from '@attest/platform';
import { ExportSigRequestsProcessor } from '../export-sig-requests.processor';
import { SigRequestEventsService } from '../sig-request-events.service';
import { SignatureRequestsService } from '../signature-requests.service';
import { ACME, countRows, GLOBEX, insertApplicant, sessionFor, startEdocs, type EdocsTestKit } from '@attest/edocs/testing';
import { ONBOARDING_PACKAGE_NAME } from '../../seed/onboarding-package';
import { SAFETY_PACKAGE_NAME } from '../../seed/safety-package';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read ad hoc */
describe('signature requests', () => {
  let k: EdocsTestKit;
  let packageId: number;
  let globexPackageId: number;
  let templateIds: number[];
  beforeAll(async () => {
    k = await startEdocs();
    const pkgs = (await k.ds.query('SELECT package_id, customer_id FROM edc_packages WHERE name = ?', [ONBOARDING_PACKAGE_NAME])) as any[];
    packageId = Number(pkgs.find((p) => Number(p.customer_id) === ACME).package_id);
    globexPackageId = Number(pkgs.find((p) => Number(p.customer_id) === GLOBEX).package_id);
    templateIds = ((await k.ds.query('SELECT template_id FROM edc_package_templates WHERE package_id = ? ORDER BY sort_order', [packageId])) as any[]).map((r) => Number(r.template_id));
  }, 90_000);
  afterAll(async () => k.t.close());

  const createUrl = (applicantId: number) => `/api/v1/applicants/${applicantId}/signatureRequest`;
  /** The offer letter's REQUESTER fields (start date, pay rate) are staff's to fill when sending. */
  const offerTerms = () => ({ [String(templateIds[0])]: { start_date: '2027-04-01', pay_rate: '21.50' } });
  const send = async (applicantId = k.ada.applicant_id, body: Record<string, unknown> = { package_ids: [packageId], requester_values: offerTerms() }) => {
    const res = await k.call('POST', createUrl(applicantId), { session: k.staff, body });
    expect(res.status).toBe(201);
    return res.body as any;
  };
  const status = async (id: number) => ((await k.ds.query('SELECT status FROM edc_sig_requests WHERE sig_request_id = ?', [id])) as any[])[0].status;
  const events = async (id: number) => (await k.ds.query('SELECT event, ip, user_agent, actor FROM edc_sig_request_events WHERE sig_request_id = ? ORDER BY id', [id])) as any[];
  const move = (id: number, to: string, session = k.adaSession) => k.call('PUT', `/api/edocs/sigrequests/${id}/${to}`, { session, headers: { 'user-agent': 'jest-agent/1.0' } });

  describe('staff create (POST /api/v1/applicants/{id}/signatureRequest)', () => {
    it('creates one SENT request of the package templates in order, expiring in 14 days, with a created event', async () => {
      const before = Date.now();
      const req = await send();
      expect(req).toMatchObject({ status: 'SENT', applicant_id: k.ada.applicant_id, package_id: packageId, package_name: ONBOARDING_PACKAGE_NAME, template_ids: templateIds, hasInvalidTemplates: false });
      const days = (new Date(req.expiration_date).getTime() - before) / 86_400_000;
      expect(days).toBeGreaterThan(13.99);
      expect(days).toBeLessThan(14.01);
      expect((await events(req.sig_request_id)).map((e) => e.event)).toEqual(['created']);
    });

    it('adds named templates after the package ones without repeats, honours expiration_days and sign_individually', async () => {
      const req = await send(k.bob.applicant_id, { package_ids: [packageId], template_ids: [k.acme.showcaseTemplateId, templateIds[0]], expiration_days: 3, sign_individually: true, requester_values: offerTerms() });
      expect(req.template_ids).toEqual([...templateIds, k.acme.showcaseTemplateId]);
      expect(req.sign_individually).toBe(true);
      expect(new Date(req.expiration_date).getTime() - Date.now()).toBeLessThan(3 * 86_400_000 + 5000);
    });

    it('refuses bad input with 400 and stores nothing', async () => {
      const n = await countRows(k.ds, 'edc_sig_requests');
      for (const body of [{}, { package_ids: [] }, { template_ids: ['x'] }, { package_ids: [packageId], expiration_days: 0 }, { package_ids: [packageId], extra: 1 },
        { package_ids: [globexPackageId] }, { template_ids: [k.globex.showcaseTemplateId] }]) {
        const res = await k.call('POST', createUrl(k.ada.applicant_id), { session: k.staff, body });
        expect([res.status, body]).toEqual([400, body]);
      }
      expect(await countRows(k.ds, 'edc_sig_requests')).toBe(n);
    });

    it("answers 404 for another customer's applicant and 403 to applicants", async () => {
      expect((await k.call('POST', createUrl(k.eve.applicant_id), { session: k.staff, body: { package_ids: [packageId] } })).status).toBe(404);
      expect((await k.call('POST', createUrl(k.ada.applicant_id), { session: k.adaSession, body: { package_ids: [packageId] } })).status).toBe(403);
    });
  });

  describe('applicant list (GET /api/v1/Applicants/SignatureRequests)', () => {
    it('lists own requests as todo/signed, templates sorted, hidden templates left out, hasInvalidTemplates derived', async () => {
      const mine = await send();
      await k.ds.query('UPDATE edc_sig_request_templates SET template_sort_order = 0 WHERE sig_request_id = ? AND template_id = ?', [mine.sig_request_id, templateIds[5]]);
      await k.ds.query('UPDATE edc_templates SET hide_from_applicant = 1 WHERE template_id = ?', [templateIds[3]]);
      await k.ds.query('UPDATE edc_templates SET validated = 0 WHERE template_id = ?', [templateIds[1]]);
      try {
        const res = await k.call('GET', '/api/v1/Applicants/SignatureRequests', { session: k.adaSession });
        expect(res.status).toBe(200);
        const found = res.body.todo.find((r: any) => r.sig_request_id === mine.sig_request_id);
        expect(found.templates.map((t: any) => t.template_id)).toEqual([templateIds[5], templateIds[0], templateIds[1], templateIds[2], templateIds[4]]);
        expect(found.hasInvalidTemplates).toBe(true);
        expect(found.templates.find((t: any) => t.template_id === templateIds[4])).toMatchObject({ needs_signature: false, form_complete: false, uploaded: false });
        expect(res.body.todo.every((r: any) => r.applicant_id === k.ada.applicant_id)).toBe(true);
        expect(res.body.signed).toEqual([]);
      } finally {
        await k.ds.query('UPDATE edc_templates SET hide_from_applicant = 0 WHERE template_id = ?', [templateIds[3]]);
        await k.ds.query('UPDATE edc_templates SET validated = 1 WHERE template_id = ?', [templateIds[1]]);
      }
    });

    it('puts a request done by the applicant under signed, and refuses staff (403)', async () => {
      const req = await send();
      await k.ds.query("UPDATE edc_sig_requests SET status = 'PROCESSING' WHERE sig_request_id = ?", [req.sig_request_id]);
      const res = await k.call('GET', '/api/v1/Applicants/SignatureRequests', { session: k.adaSession });
      expect(res.body.signed.map((r: any) => r.sig_request_id)).toContain(req.sig_request_id);
      expect(res.body.todo.map((r: any) => r.sig_request_id)).not.toContain(req.sig_request_id);
      expect((await k.call('GET', '/api/v1/Applicants/SignatureRequests', { session: k.staff })).status).toBe(403);
    });
  });

  describe('status moves (PUT /api/edocs/sigrequests/{id}/{status})', () => {
    it('walks SENT→OPENED→OPENED→VIEWED→VIEWED→SIGNED→PROCESSING, one event each with IP, user agent and actor', async () => {
      const req = await send();
      for (const to of ['OPENED', 'OPENED', 'VIEWED', 'VIEWED', 'SIGNED']) {
        const res = await move(req.sig_request_id, to);
        expect([to, res.status, res.body.status]).toEqual([to, 200, to]);
      }
      expect((await move(req.sig_request_id, 'PROCESSING', k.staff)).status).toBe(200);
      const evs = await events(req.sig_request_id);
      expect(evs.map((e) => e.event)).toEqual(['created', 'status:OPENED', 'status:OPENED', 'status:VIEWED', 'status:VIEWED', 'status:SIGNED', 'status:PROCESSING']);
      expect(evs[1]).toMatchObject({ user_agent: 'jest-agent/1.0', actor: `applicant:${k.ada.applicant_id}` });
      expect(evs[1].ip).toMatch(/127\.0\.0\.1|::1/);
      expect(evs[6].actor).toBe('user:900');
    });

    it.each([
      ['SENT', 'VIEWED'], ['SENT', 'SIGNED'], ['SENT', 'PROCESSING'], ['SENT', 'SENT'], ['OPENED', 'SIGNED'], ['OPENED', 'SENT'], ['VIEWED', 'OPENED'],
      ['VIEWED', 'PROCESSING'], ['SIGNED', 'VIEWED'], ['SIGNED', 'SIGNED'], ['PROCESSING', 'SIGNED'], ['PROCESSING', 'OPENED'],
    ])('refuses %s→%s with 409 and changes nothing', async (from, to) => {
      const req = await send();
      await k.ds.query('UPDATE edc_sig_requests SET status = ? WHERE sig_request_id = ?', [from, req.sig_request_id]);
      const res = await move(req.sig_request_id, to, k.staff);
      expect(res.status).toBe(409);
      expect(res.body.messageKey).toBe('invalid_status_transition');
      expect(await status(req.sig_request_id)).toBe(from);
      expect(await events(req.sig_request_id)).toHaveLength(1);
    });

    it('answers 410 for an expired request and changes nothing; 400 for an unknown status', async () => {
      const req = await send();
      await k.ds.query('UPDATE edc_sig_requests SET expiration_date = ? WHERE sig_request_id = ?', [new Date(Date.now() - 60_000), req.sig_request_id]);
      const res = await move(req.sig_request_id, 'OPENED');
      expect([res.status, res.body.messageKey]).toEqual([410, 'sig_request_expired']);
      expect(await status(req.sig_request_id)).toBe('SENT');
      expect((await move(req.sig_request_id, 'DONE')).status).toBe(400);
      expect(await events(req.sig_request_id)).toHaveLength(1);
    });

    it('moveStatus and SigRequestEventsService.record work inside a caller transaction (and roll back with it)', async () => {
      const req = await send();
      const svc = k.t.app.get(SignatureRequestsService);
      const auth = { party: 'user' as const, customerId: ACME, userId: 7, tokenId: 0 };
      const meta = { ip: '10.0.0.1', user_agent: 'worker' };
      await expect(
        k.ds.transaction(async (m) => {
          await svc.moveStatus(auth, req.sig_request_id, 'OPENED', meta, m);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await status(req.sig_request_id)).toBe('SENT');
      const view = await k.ds.transaction(async (m) => {
        const moved = await svc.moveStatus(auth, req.sig_request_id, 'OPENED', meta, m);
        await k.t.app.get(SigRequestEventsService).record(m, { sig_request_id: req.sig_request_id, event: 'signed', ip: '10.0.0.2', user_agent: 'ua', actor: 'system' });
        return moved;
      });
      expect(view.status).toBe('OPENED');
      expect(await events(req.sig_request_id)).toEqual([
        expect.objectContaining({ event: 'created' }),
        { event: 'status:OPENED', ip: '10.0.0.1', user_agent: 'worker', actor: 'user:7' },
        { event: 'signed', ip: '10.0.0.2', user_agent: 'ua', actor: 'system' },
      ]);
    });

    it("answers 404 for another applicant's or another customer's request", async () => {
      const bobs = await send(k.bob.applicant_id);
      expect((await move(bobs.sig_request_id, 'OPENED')).status).toBe(404);
      expect((await move(bobs.sig_request_id, 'OPENED', k.globexStaff)).status).toBe(404);
      expect(await status(bobs.sig_request_id)).toBe('SENT');
    });
  });

  describe('checkReady, forms submit hook and candidatesigned', () => {
    it('lists templates whose form is not complete or upload missing; a submit with sig_request_id marks form_complete and opens the request', async () => {
      const req = await send(k.ada.applicant_id, { template_ids: [k.acme.prescreenTemplateId, templateIds[5]] });
      const ready = await k.call('GET', `/api/edocs/sigrequests/${req.sig_request_id}/checkReady`, { session: k.adaSession });
      expect(ready.body).toEqual({ ready: false, missing: [k.acme.prescreenTemplateId, templateIds[5]] });
      const submit = await k.call('POST', `/api/v1/Applicants/SignatureRequests/forms/${k.acme.prescreenTemplateId}/submit`, {
        session: k.adaSession,
        headers: { 'user-agent': 'jest-agent/1.0' },
        body: { values: { authorized_to_work: '1', over_18: '1' }, sig_request_id: req.sig_request_id },
      });
      expect(submit.status).toBe(200);
      expect(await status(req.sig_request_id)).toBe('OPENED');
      expect((await events(req.sig_request_id)).map((e) => e.event)).toEqual(['created', `form_complete:${k.acme.prescreenTemplateId}`, 'status:OPENED']);
      await k.ds.query("UPDATE edc_sig_request_templates SET upload_key = 'uploads/x.pdf' WHERE sig_request_id = ? AND template_id = ?", [req.sig_request_id, templateIds[5]]);
      expect((await k.call('GET', `/api/edocs/sigrequests/${req.sig_request_id}/checkReady`, { session: k.staff })).body).toEqual({ ready: true, missing: [] });
      expect((await k.call('GET', `/api/edocs/sigrequests/${req.sig_request_id}/checkReady`, { session: k.bobSession })).status).toBe(404);
    });

    it('refuses a submit naming a request without that template, or not hers, and stores no value', async () => {
      const req = await send(k.ada.applicant_id, { template_ids: [templateIds[5]] });
      const bobs = await send(k.bob.applicant_id, { template_ids: [k.acme.prescreenTemplateId] });
      const n = await countRows(k.ds, 'edc_form_values');
      const url = `/api/v1/Applicants/SignatureRequests/forms/${k.acme.prescreenTemplateId}/submit`;
      const values = { authorized_to_work: '0', over_18: '0' };
      expect((await k.call('POST', url, { session: k.adaSession, body: { values, sig_request_id: req.sig_request_id } })).status).toBe(400);
      expect((await k.call('POST', url, { session: k.adaSession, body: { values, sig_request_id: bobs.sig_request_id } })).status).toBe(404);
      expect((await k.call('POST', url, { session: k.adaSession, body: { values, sig_request_id: 'x' } })).status).toBe(400);
      expect(await countRows(k.ds, 'edc_form_values')).toBe(n);
      expect(await status(bobs.sig_request_id)).toBe('SENT');
    });

    it('stores the candidate-signed date with an event; 400 without a date', async () => {
      const req = await send();
      const url = `/api/edocs/sigrequests/${req.sig_request_id}/candidatesigned`;
      expect((await k.call('POST', url, { session: k.adaSession, body: {} })).status).toBe(400);
      expect((await k.call('POST', url, { session: k.adaSession, body: { date: 'soon' } })).status).toBe(400);
      const res = await k.call('POST', url, { session: k.adaSession, body: { date: '2026-03-01T10:00:00.000Z' } });
      expect(res.status).toBe(200);
      expect(res.body.candidate_signed_date).toBe('2026-03-01T10:00:00.000Z');
      expect((await events(req.sig_request_id)).map((e) => e.event)).toEqual(['created', 'candidate_signed']);
    });
  });

  describe('orders, alerts, expiry, failures, second signer', () => {
    it('createOrder records an order event and answers its id; external_order=1 marks it external; 410 when expired', async () => {
      const req = await send();
      const a = await k.call('POST', `/api/edocs/sigrequests/${req.sig_request_id}/createOrder`, { session: k.adaSession, body: { order: { kind: 'sign' } } });
      expect(a.status).toBe(200);
      expect(a.body.order_id).toBeGreaterThan(0);
      const b = await k.call('POST', `/api/edocs/sigrequests/${req.sig_request_id}/createOrder?external_order=1`, { session: k.staff, body: {} });
      expect(b.status).toBe(200);
      expect((await events(req.sig_request_id)).map((e) => e.event)).toEqual(['created', 'order', 'external_order']);
      await k.ds.query('UPDATE edc_sig_requests SET expiration_date = ? WHERE sig_request_id = ?', [new Date(Date.now() - 1000), req.sig_request_id]);
      expect((await k.call('POST', `/api/edocs/sigrequests/${req.sig_request_id}/createOrder`, { session: k.adaSession, body: {} })).status).toBe(410);
      expect((await k.call('POST', `/api/edocs/sigrequests/${req.sig_request_id}/createOrder`, { session: k.globexStaff, body: {} })).status).toBe(404);
      expect(await events(req.sig_request_id)).toHaveLength(3);
    });

    it('alertinvalidtemplates emails the configured address only when templates are invalid', async () => {
      const req = await send();
      const url = `/api/edocs/alertinvalidtemplates/${req.sig_request_id}`;
      const outbox = () => countRows(k.ds, 'notification_outbox');
      await k.t.app.get(CustomerConfigService).setForCustomer(ACME, 'invalid_templates_alert_email', 'ops@acme.test');
      const before = await outbox();
      expect((await k.call('POST', url, { session: k.adaSession })).body).toEqual({ alerted: false });
      await k.ds.query('UPDATE edc_templates SET validated = 0 WHERE template_id = ?', [templateIds[0]]);
      try {
        const res = await k.call('POST', url, { session: k.adaSession });
        expect([res.status, res.body]).toEqual([200, { alerted: true }]);
        expect(await outbox()).toBe(before + 1);
        const [mail] = (await k.ds.query('SELECT recipient, subject FROM notification_outbox ORDER BY id DESC LIMIT 1')) as any[];
        expect(mail.recipient).toBe('ops@acme.test');
        expect(mail.subject).toContain(String(req.sig_request_id));
        expect((await k.call('POST', url, { session: k.globexStaff })).status).toBe(404);
      } finally {
        await k.ds.query('UPDATE edc_templates SET validated = 1 WHERE template_id = ?', [templateIds[0]]);
      }
    });

    it('MultisignRequests answers the expiry', async () => {
      const req = await send();
      const url = `/api/v1/MultisignRequests/${req.sig_request_id}`;
      expect((await k.call('GET', url, { session: k.adaSession })).body).toEqual({ expired: false, expiration_date: req.expiration_date });
      await k.ds.query('UPDATE edc_sig_requests SET expiration_date = ? WHERE sig_request_id = ?', [new Date('2020-01-01T00:00:00Z'), req.sig_request_id]);
      expect((await k.call('GET', url, { session: k.adaSession })).body).toEqual({ expired: true, expiration_date: '2020-01-01T00:00:00.000Z' });
      expect((await k.call('GET', url, { session: k.bobSession })).status).toBe(404);
    });

    it('logfailures stores a failure for the caller; bad input 400 stores nothing', async () => {
      const req = await send();
      const n = await countRows(k.ds, 'edc_sign_failures');
      expect((await k.call('POST', '/api/sign/logfailures', { session: k.adaSession, body: { name: 'x' } })).status).toBe(400);
      expect((await k.call('POST', '/api/sign/logfailures', { session: k.adaSession, body: { errors: ['e'], sig_request_id: 'x' } })).status).toBe(400);
      expect(await countRows(k.ds, 'edc_sign_failures')).toBe(n);
      const res = await k.call('POST', '/api/sign/logfailures', {
        session: k.adaSession,
        body: { name: 'frame', customer_id: GLOBEX, errors: { code: 'timeout' }, applicant_id: k.bob.applicant_id, sig_request_id: req.sig_request_id },
      });
      expect(res.status).toBe(200);
      const [row] = (await k.ds.query('SELECT * FROM edc_sign_failures WHERE id = ?', [res.body.id])) as any[];
      expect(row).toMatchObject({ customer_id: ACME, applicant_id: k.ada.applicant_id, sig_request_id: req.sig_request_id, name: 'frame', errors: '{"code":"timeout"}' });
      expect((await k.call('POST', '/api/sign/logfailures', { session: k.bobSession, body: { errors: [], sig_request_id: req.sig_request_id } })).status).toBe(404);
    });

    it('secondsigner needs sig_request_id in the body (400) and records a second-signer order', async () => {
      const req = await send();
      const url = `/api/sign/secondsigner/${req.sig_request_id}`;
      expect((await k.call('POST', url, { session: k.staff, body: {} })).status).toBe(400);
      expect((await k.call('POST', url, { session: k.staff, body: { sig_request_id: req.sig_request_id + 1000 } })).status).toBe(400);
      expect(await events(req.sig_request_id)).toHaveLength(1);
      const res = await k.call('POST', url, { session: k.staff, body: { sig_request_id: req.sig_request_id, second_signer_id: 900 } });
      expect(res.status).toBe(200);
      const [row] = (await k.ds.query('SELECT second_signer_id, second_signer_status FROM edc_sig_requests WHERE sig_request_id = ?', [req.sig_request_id])) as any[];
      expect(row).toMatchObject({ second_signer_id: 900, second_signer_status: 'SENT' });
      expect((await events(req.sig_request_id)).map((e) => e.event)).toEqual(['created', 'second_signer_order']);
      expect((await k.call('POST', url, { session: k.globexStaff, body: { sig_request_id: req.sig_request_id } })).status).toBe(404);
    });
  });

  describe('staff search, export, available, extend', () => {
    it('count and query filter by status, applicant, term and locations with paging; applicants are refused', async () => {
      const loc = await insertApplicant(k.t.app, ACME, { first_name: 'Zelda', last_name: 'Quartz', location_id: 77 });
      const z1 = await send(loc.applicant_id);
      await send(loc.applicant_id);
      await k.ds.query("UPDATE edc_sig_requests SET status = 'OPENED' WHERE sig_request_id = ?", [z1.sig_request_id]);
      const count = (body: object) => k.call('POST', '/api/v1/SignatureRequests/count', { session: k.staff, body });
      expect((await count({ term: 'zelda' })).body).toEqual({ count: 2 });
      expect((await count({ term: 'zel quartz', status: ['OPENED'] })).body).toEqual({ count: 1 });
      expect((await count({ locations: [77] })).body).toEqual({ count: 2 });
      expect((await count({ applicant_id: loc.applicant_id, status: ['SENT'] })).body).toEqual({ count: 1 });
      const page = await k.call('POST', '/api/v1/SignatureRequests/query', { session: k.staff, body: { applicant_id: loc.applicant_id, skip: 1, take: 1 } });
      expect(page.status).toBe(200);
      expect(page.body).toHaveLength(1);
      expect(page.body[0].sig_request_id).toBe(z1.sig_request_id);
      expect((await k.call('POST', '/api/v1/SignatureRequests/query', { session: k.globexStaff, body: { applicant_id: loc.applicant_id } })).body).toEqual([]);
      expect((await count({ status: ['NOPE'] })).status).toBe(400);
      expect((await count({ take: 0 })).status).toBe(400);
      expect((await count({})).status).toBe(200);
      expect((await k.call('POST', '/api/v1/SignatureRequests/count', { session: k.adaSession, body: {} })).status).toBe(403);
    });

    it('export streams a CSV; exportasync queues a job (202)', async () => {
      const loc = await insertApplicant(k.t.app, ACME, { first_name: '=Evil', last_name: 'Csv' });
      const req = await send(loc.applicant_id);
      const res = await k.call('POST', '/api/v1/SignatureRequests/export', { session: k.staff, body: { applicant_id: loc.applicant_id } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      const lines = String(res.body).trim().split('\r\n');
      expect(lines[0]).toBe('sig_request_id,applicant_id,first_name,last_name,email,status,package_id,setup_date,expiration_date,complete_date');
      expect(lines).toHaveLength(2);
      expect(lines[1].startsWith(`${req.sig_request_id},${loc.applicant_id},'=Evil,Csv,`)).toBe(true);
      const job = await k.call('POST', '/api/v1/SignatureRequests/exportasync', { session: k.staff, body: { status: ['SENT'] } });
      expect(job.status).toBe(202);
      expect(job.body.job_id).toBeTruthy();
      expect(job.body.event_name).toBeTruthy();
    });

    it('the export job writes the filtered CSV to storage once and re-links it', async () => {
      const loc = await insertApplicant(k.t.app, ACME, { first_name: 'Job', last_name: 'Export' });
      const req = await send(loc.applicant_id);
      const processor = k.t.app.get(ExportSigRequestsProcessor);
      const data = { version: 1 as const, customerId: ACME, userId: 900, exportId: 'test-export-1', eventName: 'export-test', filter: { applicant_id: loc.applicant_id } };
      const ctx = { jobId: 'j1', attempt: 1, reportProgress: async () => undefined };
      expect(await processor.handle(data, ctx)).toEqual({ key: ExportSigRequestsProcessor.fileKey(data), rows: 1 });
      expect(await processor.handle(data, ctx)).toEqual({ key: ExportSigRequestsProcessor.fileKey(data), rows: null });
      const chunks: Buffer[] = [];
      for await (const c of await k.t.app.get<StorageService>(STORAGE).read(ExportSigRequestsProcessor.fileKey(data))) {
        chunks.push(Buffer.from(c));
      }
      const lines = Buffer.concat(chunks).toString('utf8').trim().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1].startsWith(`${req.sig_request_id},${loc.applicant_id},Job,Export,`)).toBe(true);
    });

    it('offers packages (by location) and templates, also for an applicant', async () => {
      await k.ds.query('INSERT INTO edc_packages (customer_id, name, location_id, active, created_at, updated_at) VALUES (?, ?, 55, 1, NOW(), NOW())', [ACME, 'Location 55 only']);
      const all = await k.call('GET', '/api/v1/signatureRequests/availablePackages', { session: k.staff });
      expect(all.body.map((p: any) => p.name)).toEqual([ONBOARDING_PACKAGE_NAME, SAFETY_PACKAGE_NAME, 'Location 55 only']);
      expect(all.body[0].template_ids).toEqual(templateIds);
      const at12 = await k.call('GET', '/api/v1/signatureRequests/availablePackages?locationId=12', { session: k.staff });
      expect(at12.body.map((p: any) => p.name)).toEqual([ONBOARDING_PACKAGE_NAME, SAFETY_PACKAGE_NAME]);
      const at55 = await k.call('GET', '/api/v1/signatureRequests/availablePackages?locationId=55', { session: k.staff });
      expect(at55.body).toHaveLength(3);
      const z = await insertApplicant(k.t.app, ACME, { first_name: 'Loc', last_name: 'Twelve', location_id: 12 });
      expect((await k.call('GET', `/api/v1/applicants/${z.applicant_id}/signatureRequest/availablePackages`, { session: k.staff })).body.map((p: any) => p.name)).toEqual([ONBOARDING_PACKAGE_NAME, SAFETY_PACKAGE_NAME]);
      const templates = await k.call('GET', '/api/v1/signatureRequests/availableTemplates', { session: k.staff });
      expect(templates.body.map((t: any) => t.template_id)).toEqual(expect.arrayContaining(templateIds));
      expect((await k.call('GET', `/api/v1/applicants/${z.applicant_id}/signatureRequest/availableTemplates`, { session: k.staff })).body).toEqual(templates.body);
      expect((await k.call('GET', `/api/v1/applicants/${k.eve.applicant_id}/signatureRequest/availableTemplates`, { session: k.staff })).status).toBe(404);
      expect((await k.call('GET', '/api/v1/signatureRequests/availablePackages', { session: k.adaSession })).status).toBe(403);
      const globexOwn = ((await k.ds.query('SELECT package_id FROM edc_packages WHERE customer_id = ? ORDER BY package_id', [GLOBEX])) as any[]).map((r) => Number(r.package_id));
      const globexSees = (await k.call('GET', '/api/v1/signatureRequests/availablePackages', { session: k.globexStaff })).body.map((p: any) => p.package_id);
      expect(globexSees).toContain(globexPackageId);
      expect([...globexSees].sort((a: number, b: number) => a - b)).toEqual(globexOwn);
    });

    it('extend-expiration adds days from the current expiration; bad input 400; wrong applicant or customer 404', async () => {
      const req = await send();
      const url = (appId: number, id: number) => `/api/v1/applicants/${appId}/signatureRequest/${id}/extend-expiration`;
      for (const body of [{ key: 'numberOfDays', value: 0 }, { key: 'numberOfDays', value: 366 }, { key: 'days', value: 3 }, { key: 'numberOfDays' }]) {
        expect((await k.call('POST', url(k.ada.applicant_id, req.sig_request_id), { session: k.staff, body })).status).toBe(400);
      }
      expect((await k.call('POST', url(k.bob.applicant_id, req.sig_request_id), { session: k.staff, body: { key: 'numberOfDays', value: 3 } })).status).toBe(404);
      expect((await k.call('POST', url(k.ada.applicant_id, req.sig_request_id), { session: k.globexStaff, body: { key: 'numberOfDays', value: 3 } })).status).toBe(404);
      expect((await k.call('POST', url(k.ada.applicant_id, req.sig_request_id), { session: k.adaSession, body: { key: 'numberOfDays', value: 3 } })).status).toBe(403);
      const res = await k.call('POST', url(k.ada.applicant_id, req.sig_request_id), { session: k.staff, body: { key: 'numberOfDays', value: 3 } });
      expect(res.status).toBe(200);
      expect(new Date(res.body.expiration_date).getTime() - new Date(req.expiration_date).getTime()).toBe(3 * 86_400_000);
      expect((await events(req.sig_request_id)).map((e) => e.event)).toEqual(['created', 'expiration_extended']);
    });
  });

  it('the demo applicant gets the onboarding request from the seed (idempotent)', async () => {
    const { seedOnboardingPackage } = await import('../../seed/onboarding-package');
    const dana = await insertApplicant(k.t.app, ACME, { first_name: 'Dana', last_name: 'Demo', email: 'demo.applicant@acme.test' });
    const first = await seedOnboardingPackage(k.ds, ACME);
    const second = await seedOnboardingPackage(k.ds, ACME);
    expect(second).toEqual(first);
    const danaSession = await sessionFor(k.t.app, 'applicant', dana.applicant_id, ACME);
    const list = await k.call('GET', '/api/v1/Applicants/SignatureRequests', { session: danaSession });
    expect(list.body.todo).toHaveLength(1);
    expect(list.body.todo[0]).toMatchObject({ status: 'SENT', package_name: ONBOARDING_PACKAGE_NAME, hasInvalidTemplates: false, template_ids: templateIds });
    const [mt] = (await k.ds.query("SELECT directive, params FROM edc_templates WHERE template_id = ?", [templateIds[2]])) as any[];
    expect(mt.directive).toBe('mt_state_tax_2025');
    expect(JSON.parse(mt.params).signature).toMatchObject({ page: 1, width: 200 });
  });
});
