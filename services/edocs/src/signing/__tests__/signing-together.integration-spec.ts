import { TenantRepository } from '@attest/platform';
import type { Session } from '@attest/platform/testing';
import { insertApplicant, sessionFor } from '@attest/edocs/testing';
import { SignedDocumentEntity, SigRequestEntity, SigRequestEventEntity } from '../../signature-requests/entities';
import { readStored } from '../request-documents';
import { pdfText } from './pdf-drawn-text';
import { ACME, insertRequest, waitFor, startSigning, type SigningKit } from './signing-test-kit';

jest.setTimeout(60_000);

const SIGNATURE = { signature: 'Cy Young', signature_kind: 'typed', consent: true };

/** Spec: actionable requests without sign_individually may be signed together. */
describe('signing several requests together', () => {
  let k: SigningKit;
  let cy: Session;
  let cyId: number;
  beforeAll(async () => {
    k = await startSigning();
    await k.queue.start();
    const applicant = await insertApplicant(k.t.app, ACME, { first_name: 'Cy', last_name: 'Young', email: 'cy@acme.test' });
    cyId = applicant.applicant_id;
    cy = await sessionFor(k.t.app, 'applicant', cyId, ACME);
  });
  afterAll(async () => k?.t.close());

  const repo = () => new TenantRepository(k.ds, SigRequestEntity);
  const row = async (id: number) => (await repo().findOne(ACME, { sig_request_id: id }))!;
  const events = async (id: number) => (await new TenantRepository(k.ds, SigRequestEventEntity).find(ACME, { sig_request_id: id })).sort((a, b) => a.id - b.id);
  const request = (templates = [k.templates.offer], opts: Parameters<typeof insertRequest>[4] = {}) => insertRequest(k.ds, ACME, cyId, templates, opts);
  const link = async (id: number) => {
    const res = await k.call('GET', `/api/sign/url/${id}`, { session: cy });
    expect(res.status).toBe(200);
    return { token: String(res.body.url).split('/').pop()!, ids: res.body.sig_request_ids as number[] };
  };
  /** Requests of earlier tests are finished so each test starts with only its own open ones. */
  const closeOpenRequests = async () => {
    for (const r of await repo().find(ACME, { applicant_id: cyId })) {
      if (!r.applicant_complete_date) {
        await repo().update(ACME, { sig_request_id: r.sig_request_id }, { applicant_complete_date: new Date() });
      }
    }
  };
  beforeEach(closeOpenRequests);

  it('one link covers the ready, actionable requests without sign_individually, and one signature signs them all', async () => {
    const first = await request([k.templates.offer]);
    const second = await request([k.templates.w4]);
    const alone = await request([k.templates.w4]);
    await repo().update(ACME, { sig_request_id: alone.sig_request_id }, { sign_individually: 1 });
    const unready = await request([k.templates.offer], { formComplete: false });
    const expired = await request([k.templates.offer], { expiration: new Date(Date.now() - 60_000) });
    const uploadsOnly = await request([k.templates.paper]);
    const bobs = await insertRequest(k.ds, ACME, k.bob.applicant_id, [k.templates.offer]);

    const { token, ids } = await link(first.sig_request_id);
    expect(ids).toEqual([first.sig_request_id, second.sig_request_id]);

    const session = await k.call('GET', `/api/sign/session/${token}`);
    expect(session.status).toBe(200);
    expect(session.body.requests.map((r: { sig_request_id: number }) => r.sig_request_id)).toEqual(ids);
    expect(session.body.documents.map((d: { sig_request_id: number; name: string }) => [d.sig_request_id, d.name])).toEqual([
      [first.sig_request_id, 'Offer letter'],
      [second.sig_request_id, 'Federal W-4'],
    ]);
    expect((await row(first.sig_request_id)).status).toBe('VIEWED');
    expect((await row(second.sig_request_id)).status).toBe('VIEWED');
    for (const untouched of [alone, unready, expired, uploadsOnly, bobs]) {
      expect((await row(untouched.sig_request_id)).status).toBe('SENT');
    }

    // Previews: a document of a request the link covers; any other request answers 404.
    const preview = await fetch(`${k.t.baseUrl}/api/sign/session/${token}/preview/${k.templates.w4.template_id}?request=${second.sig_request_id}`);
    expect(preview.status).toBe(200);
    expect(Buffer.from(await preview.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    for (const other of [alone.sig_request_id, bobs.sig_request_id, 'x']) {
      expect((await fetch(`${k.t.baseUrl}/api/sign/session/${token}/preview/${k.templates.w4.template_id}?request=${other}`)).status).toBe(404);
    }

    const signed = await k.call('POST', `/api/sign/session/${token}/sign`, { body: SIGNATURE });
    expect(signed.status).toBe(200);
    expect(signed.body.sig_request_ids).toEqual(ids);
    for (const id of ids) {
      expect((await row(id)).status).toBe('PROCESSING');
      await waitFor(() => new TenantRepository(k.ds, SignedDocumentEntity).findOne(ACME, { sig_request_id: id }));
      expect((await row(id)).complete_date).not.toBeNull();
    }
    const meta = JSON.parse((await events(second.sig_request_id)).find((e) => e.event === 'signed')!.meta!);
    expect(meta.signed_together_with).toEqual([first.sig_request_id]);
    const secondDoc = (await new TenantRepository(k.ds, SignedDocumentEntity).findOne(ACME, { sig_request_id: second.sig_request_id }))!;
    expect(pdfText((await readStored(k.storage, secondDoc.storage_key))!)).toContain(`signature request(s): ${first.sig_request_id}`);
    expect((await events(second.sig_request_id)).map((e) => e.event)).toEqual(['status:OPENED', 'status:VIEWED', 'status:SIGNED', 'signed', 'status:PROCESSING', 'completed']);
    for (const untouched of [alone, unready, expired, uploadsOnly, bobs]) {
      expect(await row(untouched.sig_request_id)).toMatchObject({ status: 'SENT', candidate_signed_date: null });
    }
  });

  it('a request marked sign_individually signs alone, and is not joined by the others', async () => {
    const alone = await request([k.templates.offer]);
    await repo().update(ACME, { sig_request_id: alone.sig_request_id }, { sign_individually: 1 });
    const other = await request([k.templates.w4]);
    expect((await link(alone.sig_request_id)).ids).toEqual([alone.sig_request_id]);
    expect((await link(other.sig_request_id)).ids).toEqual([other.sig_request_id]);
  });

  it('a request that stopped being open after the link was made drops out; the rest still sign', async () => {
    const first = await request([k.templates.offer]);
    const second = await request([k.templates.w4]);
    const { token, ids } = await link(first.sig_request_id);
    expect(ids).toEqual([first.sig_request_id, second.sig_request_id]);
    await repo().update(ACME, { sig_request_id: second.sig_request_id }, { expiration_date: new Date(Date.now() - 1000) });
    const session = await k.call('GET', `/api/sign/session/${token}`);
    expect(session.body.requests.map((r: { sig_request_id: number }) => r.sig_request_id)).toEqual([first.sig_request_id]);
    const signed = await k.call('POST', `/api/sign/session/${token}/sign`, { body: SIGNATURE });
    expect(signed.body.sig_request_ids).toEqual([first.sig_request_id]);
    expect(await row(second.sig_request_id)).toMatchObject({ status: 'SENT', candidate_signed_date: null });
  });

  it('a request signed through its own link in the meantime is not signed twice', async () => {
    const first = await request([k.templates.offer]);
    const second = await request([k.templates.w4]);
    const both = await link(first.sig_request_id);
    await k.call('GET', `/api/sign/session/${both.token}`);
    const own = await link(second.sig_request_id);
    expect(own.ids).toEqual([second.sig_request_id, first.sig_request_id]);
    expect((await k.call('POST', `/api/sign/session/${own.token}/sign`, { body: SIGNATURE })).status).toBe(200);
    const again = await k.call('POST', `/api/sign/session/${both.token}/sign`, { body: SIGNATURE });
    expect(again.status).toBe(409);
    expect(again.body.messageKey).toBe('invalid_status_transition');
    expect((await events(first.sig_request_id)).filter((e) => e.event === 'signed')).toHaveLength(1);
  });
});
