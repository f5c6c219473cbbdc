import type { ApplicantEntity } from '@attest/applicant';
import type { Session } from '@attest/platform/testing';
import { ACME, GLOBEX, insertApplicant, sessionFor, startEdocs, type EdocsTestKit } from '@attest/edocs/testing';
import { pdfText as pdfDrawnText } from '@attest/platform/testing';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const BASE = '/api/v1/ApplicantSkillChecklist';

describe('skills checklists', () => {
  let k: EdocsTestKit;
  beforeAll(async () => {
    k = await startEdocs();
  }, 60_000);
  afterAll(async () => k.t.close());

  const row = async (id: number) =>
    ((await k.ds.query('SELECT state, answers, signature, completed_at, pdf_storage_key FROM applicant_skill_checklists WHERE id = ?', [id])) as Record<string, unknown>[])[0];
  const fresh = async (name: string): Promise<{ a: ApplicantEntity; s: Session }> => {
    const a = await insertApplicant(k.t.app, ACME, { first_name: name, last_name: 'Tester' });
    return { a, s: await sessionFor(k.t.app, 'applicant', a.applicant_id, ACME) };
  };
  const allAnswers = (items: { item_id: string }[], value = 3) => Object.fromEntries(items.map((i) => [i.item_id, value]));
  const bytes = async (path: string, session?: Session) => {
    const res = await fetch(k.t.baseUrl + path, { headers: session ? { authorization: `Basic ${session.token}`, 'x-requested-by-party': session.party } : {} });
    return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
  };

  it('assigns the auto_assign checklists once on the first read, even when two reads race', async () => {
    await k.ds.query("INSERT INTO skill_checklists (customer_id, name, description, auto_assign, active, created_at) VALUES (?, 'Manual only', NULL, 0, 1, NOW()), (?, 'Retired auto', NULL, 1, 0, NOW())", [ACME, ACME]);
    const { a, s } = await fresh('Racer');
    const [first, second] = await Promise.all([k.call('GET', BASE, { session: s }), k.call('GET', BASE, { session: s })]);
    expect(first.status).toBe(200);
    for (const res of [first, second, await k.call('GET', BASE, { session: s })]) {
      expect(res.body).toEqual([
        {
          id: expect.any(Number), checklist_id: k.acme.warehouseChecklistId, name: 'Warehouse skills', description: expect.stringContaining('Rate your experience'),
          state: 'ADDED', assigned_date: new Date().toISOString().slice(0, 10), completed_date: null, has_signature: false, has_pdf: false,
        },
      ]);
    }
    const [{ n }] = (await k.ds.query('SELECT COUNT(*) AS n FROM applicant_skill_checklists WHERE applicant_id = ?', [a.applicant_id])) as { n: number }[];
    expect(Number(n)).toBe(1);
  });

  it('walks ADDED → STARTED → SAVED → SAVED_WITH_SIGNATURE → COMPLETED and refuses steps out of order', async () => {
    const [listed] = (await k.call('GET', BASE, { session: k.adaSession })).body;
    const id = listed.id;
    const put = (body: unknown) => k.call('PUT', `${BASE}/${id}`, { session: k.adaSession, body });

    // Answers before the checklist was opened.
    expect((await put({ answers: {}, action: 'save' })).body).toMatchObject({ statusCode: 409, messageKey: 'checklist_not_started' });
    expect(await row(id)).toMatchObject({ state: 'ADDED', answers: '{}' });

    const opened = await k.call('GET', `${BASE}/${id}`, { session: k.adaSession });
    expect(opened.body).toMatchObject({ id, state: 'STARTED', answers: {}, signature: null });
    const items = opened.body.items as { item_id: string; section: string; skill: string }[];
    expect(items).toHaveLength(8);
    expect([...new Set(items.map((i) => i.section))]).toEqual(['Equipment', 'Operations']);
    expect((await k.call('GET', `${BASE}/${id}`, { session: k.adaSession })).body.state).toBe('STARTED');

    const partial = { [items[0].item_id]: 4, [items[1].item_id]: 1 };
    const saved = await put({ answers: partial, action: 'save' });
    expect(saved.body).toMatchObject({ state: 'SAVED', answers: partial, has_signature: false });

    expect((await put({ answers: partial, action: 'sign', signature: '   ' })).body).toMatchObject({ statusCode: 400, messageKey: 'signature_required' });
    expect(await row(id)).toMatchObject({ state: 'SAVED', signature: null });
    const signed = await put({ answers: partial, action: 'sign', signature: PNG });
    expect(signed.body).toMatchObject({ state: 'SAVED_WITH_SIGNATURE', has_signature: true, signature: PNG });
    // Saving the same answers keeps the signature; changing them drops it.
    expect((await put({ answers: partial, action: 'save' })).body).toMatchObject({ state: 'SAVED_WITH_SIGNATURE', has_signature: true });
    const changed = await put({ answers: { ...partial, [items[2].item_id]: 2 }, action: 'save' });
    expect(changed.body).toMatchObject({ state: 'SAVED', has_signature: false, signature: null });

    const incomplete = await put({ answers: partial, action: 'complete', signature: PNG });
    expect(incomplete.body).toMatchObject({ statusCode: 400, messageKey: 'answers_incomplete', details: { missing: items.slice(2).map((i) => i.item_id) } });
    const unsigned = await put({ answers: allAnswers(items), action: 'complete' });
    expect(unsigned.body).toMatchObject({ statusCode: 400, messageKey: 'signature_required' });
    expect(await row(id)).toMatchObject({ state: 'SAVED', signature: null, completed_at: null });

    const done = await put({ answers: allAnswers(items), action: 'complete', signature: PNG });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ state: 'COMPLETED', completed_date: new Date().toISOString().slice(0, 10), has_signature: true, answers: allAnswers(items) });

    // Completed is read only.
    const stored = await row(id);
    const refused = [await put({ answers: allAnswers(items, 1), action: 'save' }), await put({ answers: allAnswers(items), action: 'sign', signature: 'Ada' }), await k.call('POST', `${BASE}/${id}/skip`, { session: k.adaSession })];
    expect(refused.map((r) => [r.status, r.body.messageKey])).toEqual([[409, 'checklist_read_only'], [409, 'checklist_read_only'], [409, 'checklist_read_only']]);
    expect(await row(id)).toEqual(stored);
    expect((await k.call('GET', `${BASE}/${id}`, { session: k.adaSession })).body.state).toBe('COMPLETED');
  });

  it('skips from ADDED, STARTED or SAVED only, and a skipped checklist is read only', async () => {
    const { s } = await fresh('Skipper');
    const [assigned] = (await k.call('GET', BASE, { session: s })).body;
    const skipped = await k.call('POST', `${BASE}/${assigned.id}/skip`, { session: s });
    expect(skipped.body).toMatchObject({ id: assigned.id, state: 'SKIPPED' });
    const after = [
      await k.call('POST', `${BASE}/${assigned.id}/skip`, { session: s }),
      await k.call('PUT', `${BASE}/${assigned.id}`, { session: s, body: { answers: {}, action: 'save' } }),
      await k.call('POST', `${BASE}/${assigned.id}/pdf/generate`, { session: s }),
    ];
    expect(after.map((r) => [r.status, r.body.messageKey])).toEqual([[409, 'checklist_read_only'], [409, 'checklist_read_only'], [409, 'checklist_not_completed']]);
    // Opening a skipped checklist shows it and keeps it skipped.
    expect((await k.call('GET', `${BASE}/${assigned.id}`, { session: s })).body.state).toBe('SKIPPED');

    const { s: s2 } = await fresh('Signer');
    const [other] = (await k.call('GET', BASE, { session: s2 })).body;
    await k.call('GET', `${BASE}/${other.id}`, { session: s2 });
    await k.call('PUT', `${BASE}/${other.id}`, { session: s2, body: { answers: {}, action: 'save' } });
    expect((await row(other.id)).state).toBe('SAVED');
    await k.call('PUT', `${BASE}/${other.id}`, { session: s2, body: { answers: {}, action: 'sign', signature: 'Signer Tester' } });
    const cannot = await k.call('POST', `${BASE}/${other.id}/skip`, { session: s2 });
    expect([cannot.status, cannot.body.messageKey]).toEqual([409, 'checklist_cannot_skip']);
    expect((await row(other.id)).state).toBe('SAVED_WITH_SIGNATURE');
  });

  it('refuses malformed answers, actions and signatures with field errors and changes nothing', async () => {
    const { s } = await fresh('Sloppy');
    const [c] = (await k.call('GET', BASE, { session: s })).body;
    const items = (await k.call('GET', `${BASE}/${c.id}`, { session: s })).body.items as { item_id: string }[];
    await k.call('PUT', `${BASE}/${c.id}`, { session: s, body: { answers: { [items[0].item_id]: 2 }, action: 'save' } });
    const before = await row(c.id);
    const put = (body: unknown) => k.call('PUT', `${BASE}/${c.id}`, { session: s, body });
    const bad = [
      await put({ answers: { [items[0].item_id]: 5, [items[1].item_id]: '3', 999999: 1 }, action: 'save' }),
      await put({ answers: [1, 2], action: 'publish' }),
      await put({ answers: {} }),
      await put({ answers: {}, action: 'sign', signature: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }),
      await put({ answers: {}, action: 'sign', signature: 'x'.repeat(101) }),
      await put([]),
    ];
    expect(bad.map((r) => [r.status, r.body.messageKey, r.body.details?.fields])).toEqual([
      [400, 'validation_failed', { [`answers.${items[0].item_id}`]: 'invalid_entry', [`answers.${items[1].item_id}`]: 'invalid_entry', 'answers.999999': 'unknown_field' }],
      [400, 'validation_failed', { answers: 'invalid_entry', action: 'invalid_entry' }],
      [400, 'validation_failed', { action: 'required_field' }],
      [400, 'validation_failed', { signature: 'invalid_entry' }],
      [400, 'validation_failed', { signature: 'es_max' }],
      [400, 'validation_failed', { _: 'invalid_entry' }],
    ]);
    expect(await row(c.id)).toEqual(before);
  });

  it('renders the PDF of a completed checklist with its items, answers and signature, and serves it', async () => {
    const { a, s } = await fresh('Pat');
    const [c] = (await k.call('GET', BASE, { session: s })).body;
    expect((await k.call('POST', `${BASE}/${c.id}/pdf/generate`, { session: s })).body).toMatchObject({ statusCode: 409, messageKey: 'checklist_not_completed' });
    expect((await k.call('GET', `${BASE}/${c.id}/pdf`, { session: s })).body).toMatchObject({ statusCode: 404, messageKey: 'pdf_not_generated' });
    const items = (await k.call('GET', `${BASE}/${c.id}`, { session: s })).body.items as { item_id: string; skill: string }[];
    const answers = { ...allAnswers(items, 3), [items[0].item_id]: 4, [items[7].item_id]: 1 };
    await k.call('PUT', `${BASE}/${c.id}`, { session: s, body: { answers, action: 'complete', signature: PNG } });

    const generated = await k.call('POST', `${BASE}/${c.id}/pdf/generate`, { session: s });
    expect(generated.status).toBe(200);
    expect(generated.body.url).toMatch(/^\/api\/v1\/files\/skill-checklists\/\d+\/\d+\/\d+\.pdf\?/);
    expect((await row(c.id)).pdf_storage_key).toBe(`skill-checklists/${ACME}/${a.applicant_id}/${c.id}.pdf`);
    expect((await k.call('GET', BASE, { session: s })).body[0]).toMatchObject({ state: 'COMPLETED', has_pdf: true });

    const pdf = await bytes(`${BASE}/${c.id}/pdf`, s);
    expect([pdf.status, pdf.type]).toEqual([200, 'application/pdf']);
    expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfDrawnText(pdf.body);
    expect(text).toContain('Warehouse skills');
    expect(text).toContain('Applicant: Pat Tester');
    for (const item of items) {
      expect(text).toContain(item.skill);
    }
    expect(text).toContain('Expert');
    expect(text).toContain('No experience');
    expect(pdf.body.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
    // The signed link works without a session and answers the same file.
    const linked = await bytes(generated.body.url);
    expect(linked.status).toBe(200);
    expect(linked.body.equals(pdf.body)).toBe(true);
  });

  it('draws a typed signature as text', async () => {
    const { s } = await fresh('Typed');
    const [c] = (await k.call('GET', BASE, { session: s })).body;
    const items = (await k.call('GET', `${BASE}/${c.id}`, { session: s })).body.items as { item_id: string }[];
    await k.call('PUT', `${BASE}/${c.id}`, { session: s, body: { answers: allAnswers(items), action: 'complete', signature: 'Typed Tester' } });
    await k.call('POST', `${BASE}/${c.id}/pdf/generate`, { session: s });
    const pdf = await bytes(`${BASE}/${c.id}/pdf`, s);
    expect(pdfDrawnText(pdf.body)).toContain('Typed Tester');
  });

  it('lets staff assign a checklist of their customer, once', async () => {
    const { a, s } = await fresh('Assigned');
    const manual = ((await k.ds.query("SELECT checklist_id FROM skill_checklists WHERE customer_id = ? AND name = 'Manual only'", [ACME])) as { checklist_id: number }[])[0].checklist_id;
    const globexChecklist = k.globex.warehouseChecklistId;
    const assignUrl = (applicantId: number, customerId = ACME) => `/api/v2/customers/${customerId}/applicants/${applicantId}/skillchecklists`;
    const res = await k.call('POST', assignUrl(a.applicant_id), { session: k.staff, body: { checklist_id: manual } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ checklist_id: manual, name: 'Manual only', state: 'ADDED' });
    const refusals = [
      await k.call('POST', assignUrl(a.applicant_id), { session: k.staff, body: { checklist_id: manual } }),
      await k.call('POST', assignUrl(a.applicant_id), { session: k.staff, body: { checklist_id: globexChecklist } }),
      await k.call('POST', assignUrl(a.applicant_id), { session: k.staff, body: { checklist_id: 'abc' } }),
      await k.call('POST', assignUrl(a.applicant_id), { session: k.staff, body: {} }),
      await k.call('POST', assignUrl(k.eve.applicant_id), { session: k.staff, body: { checklist_id: manual } }),
      await k.call('POST', assignUrl(k.eve.applicant_id, GLOBEX), { session: k.staff, body: { checklist_id: globexChecklist } }),
      await k.call('POST', assignUrl(a.applicant_id), { session: s, body: { checklist_id: manual } }),
      await k.call('GET', BASE, { session: k.staff }),
    ];
    expect(refusals.map((r) => [r.status, r.body.messageKey])).toEqual([
      [409, 'checklist_already_assigned'],
      [404, 'not_found'],
      [400, 'validation_failed'],
      [400, 'validation_failed'],
      [404, 'not_found'],
      [404, 'not_found'],
      [403, 'forbidden_party'],
      [403, 'forbidden_party'],
    ]);
    // The applicant sees it next to the automatic one; staff see the same list.
    const mine = (await k.call('GET', BASE, { session: s })).body.map((c: { name: string }) => c.name);
    expect(mine.sort()).toEqual(['Manual only', 'Warehouse skills']);
    expect((await k.call('GET', assignUrl(a.applicant_id), { session: k.staff })).body).toHaveLength(2);
    const [{ n }] = (await k.ds.query('SELECT COUNT(*) AS n FROM applicant_skill_checklists WHERE applicant_id = ?', [k.eve.applicant_id])) as { n: number }[];
    expect(Number(n)).toBe(0);
  });

  it("never reaches another applicant's or another customer's checklists", async () => {
    const [adas] = (await k.call('GET', BASE, { session: k.adaSession })).body;
    const eveSession = await sessionFor(k.t.app, 'applicant', k.eve.applicant_id, GLOBEX);
    const [eves] = (await k.call('GET', BASE, { session: eveSession })).body;
    expect(eves.checklist_id).toBe(k.globex.warehouseChecklistId);
    const before = [await row(adas.id), await row(eves.id)];
    const misses = [];
    for (const id of [adas.id, eves.id]) {
      misses.push(
        await k.call('GET', `${BASE}/${id}`, { session: k.bobSession }),
        await k.call('PUT', `${BASE}/${id}`, { session: k.bobSession, body: { answers: {}, action: 'save' } }),
        await k.call('POST', `${BASE}/${id}/skip`, { session: k.bobSession }),
        await k.call('POST', `${BASE}/${id}/pdf/generate`, { session: k.bobSession }),
        await k.call('GET', `${BASE}/${id}/pdf`, { session: k.bobSession }),
      );
    }
    misses.push(await k.call('GET', `/api/v2/customers/${ACME}/applicants/${k.ada.applicant_id}/skillchecklists`, { session: k.globexStaff }));
    expect(misses.map((m) => m.status)).toEqual(Array(misses.length).fill(404));
    expect([await row(adas.id), await row(eves.id)]).toEqual(before);
    expect((await k.call('GET', BASE)).status).toBe(401);
  });
});
