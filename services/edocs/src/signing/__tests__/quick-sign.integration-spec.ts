import { TenantRepository } from '@attest/platform';
import { insertApplicant, sessionFor } from '@attest/edocs/testing';
import { SignedDocumentEntity, SigRequestEntity, SigRequestEventEntity } from '../../signature-requests/entities';
import { readStored } from '../request-documents';
import { pdfText } from './pdf-drawn-text';
import { ACME, insertRequest, startSigning, waitFor, type SigningKit } from './signing-test-kit';

jest.setTimeout(60_000);

/** Spec §2 quick-sign pad: draw, clear, save, with an agreement. A saved signature signs later requests in one step. */
describe('quick sign with a saved signature', () => {
  let k: SigningKit;
  beforeAll(async () => {
    k = await startSigning();
    await k.queue.start();
  });
  afterAll(async () => k?.t.close());

  async function newApplicant(first: string) {
    const a = await insertApplicant(k.t.app, ACME, { first_name: first, last_name: 'Quick' });
    return { id: a.applicant_id, session: await sessionFor(k.t.app, 'applicant', a.applicant_id, ACME) };
  }
  /** A fresh request, its link opened (→ VIEWED): the token and what the session shows. */
  async function openFor(who: { id: number; session: Awaited<ReturnType<typeof sessionFor>> }) {
    const req = await insertRequest(k.ds, ACME, who.id, [k.templates.offer]);
    const url = await k.call('GET', `/api/sign/url/${req.sig_request_id}`, { session: who.session });
    const token = String(url.body.url).split('/').pop()!;
    const session = await k.call('GET', `/api/sign/session/${token}`);
    return { id: req.sig_request_id, token, session: session.body };
  }
  const sign = (token: string, body: unknown) => k.call('POST', `/api/sign/session/${token}/sign`, { body });
  const signedEvent = async (id: number) => JSON.parse((await new TenantRepository(k.ds, SigRequestEventEntity).find(ACME, { sig_request_id: id })).find((e) => e.event === 'signed')!.meta!);

  it('saves a signature only when asked, offers it next time and signs with it', async () => {
    const kim = await newApplicant('Kim');
    const first = await openFor(kim);
    expect(first.session.saved_signature).toBeNull();
    expect((await sign(first.token, { signature: 'Kim Quick', signature_kind: 'typed', consent: true })).status).toBe(200);
    expect((await openFor(kim)).session.saved_signature).toBeNull();

    await k.ds.getRepository(SigRequestEntity).update({ applicant_id: kim.id }, { applicant_complete_date: new Date() });
    const second = await openFor(kim);
    expect((await sign(second.token, { signature: 'K. Quick', signature_kind: 'typed', consent: true, save_signature: true })).status).toBe(200);
    expect((await signedEvent(second.id)).quick_sign).toBe(false);

    const third = await openFor(kim);
    expect(third.session.saved_signature).toMatchObject({ signature: 'K. Quick', signature_kind: 'typed', saved_at: expect.any(String) });
    const quick = await sign(third.token, { use_saved_signature: true, consent: true });
    expect(quick.status).toBe(200);
    expect(await signedEvent(third.id)).toMatchObject({ quick_sign: true, signature_kind: 'typed' });
    const doc = await waitFor(() => new TenantRepository(k.ds, SignedDocumentEntity).findOne(ACME, { sig_request_id: third.id }));
    const certificate = pdfText((await readStored(k.storage, doc.storage_key))!);
    expect(certificate).toContain('K. Quick');
    expect(certificate).toContain('saved signature (quick sign)');
  });

  it('refuses quick sign without a saved signature or consent, with nothing changed, and never shows another applicant the signature', async () => {
    const owner = await newApplicant('Owner');
    const saved = await openFor(owner);
    await sign(saved.token, { signature: 'Owner Quick', signature_kind: 'typed', consent: true, save_signature: true });

    const lee = await newApplicant('Lee');
    const mine = await openFor(lee);
    expect(mine.session.saved_signature).toBeNull();
    const missing = await sign(mine.token, { use_saved_signature: true, consent: true });
    expect(missing.status).toBe(400);
    expect(missing.body.messageKey).toBe('saved_signature_missing');
    const noConsent = await sign(mine.token, { use_saved_signature: true });
    expect(noConsent.body.messageKey).toBe('consent_required');
    const notTrue = await sign(mine.token, { use_saved_signature: 'yes', consent: true });
    expect(notTrue.body.messageKey).toBe('signature_required');
    const row = await k.ds.getRepository(SigRequestEntity).findOneByOrFail({ sig_request_id: mine.id });
    expect(row).toMatchObject({ status: 'VIEWED', candidate_signed_date: null });
  });
});
