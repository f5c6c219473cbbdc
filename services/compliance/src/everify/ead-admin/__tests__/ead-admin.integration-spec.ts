import { addCalendarDays, EAD_EXTENSION_CATEGORIES } from '@attest/contracts';
import { countRows, EAD, passportSection2, startLists, todayYmd, type Hire, type ListsKit } from '../../__tests__/lists-test-kit';

jest.setTimeout(120_000);

describe('EAD extension categories (GET/POST/DELETE /api/v1/admin/ead) and the per-record extension', () => {
  let k: ListsKit;
  let hire: Hire;
  const card = addCalendarDays(todayYmd(), 400);
  const list = async (session = k.viewer) => {
    const res = await k.call('GET', '/api/v1/admin/ead', { session });
    expect(res.status).toBe(200);
    return res.body as { items: { category: string; default: boolean; label_key: string | null }[]; removed_defaults: string[] };
  };
  const codes = async (session = k.viewer) => (await list(session)).items.map((i) => i.category);
  // A renewal filed before 2025-10-30 (contracts' EAD_AUTO_EXTENSION), before the card's date.
  const extend = (category: string) =>
    k.call('POST', `/api/v1/submissions/${hire.recordId}/ead`, { session: k.compliance, body: { category, card_expiration: card, renewal_filed_on: '2025-10-01', receipt_number: null } });

  beforeAll(async () => {
    k = await startLists();
    hire = await k.hire({ aNumber: 'A123456789', card: 'SRC1234567890' });
  });
  afterAll(async () => k?.close());

  it("answers the 14 categories of staff-side §9 for a customer who changed nothing", async () => {
    const body = await list();
    expect(body.items.map((i) => i.category)).toEqual([...EAD_EXTENSION_CATEGORIES]);
    expect(body.items[0]).toEqual({ category: 'A03', default: true, label_key: 'i9_ead_category_a03' });
    expect(body.removed_defaults).toEqual([]);
  });

  it('adds a category (account.manage), written as USCIS prints it, once', async () => {
    expect((await k.call('POST', '/api/v1/admin/ead', { session: k.compliance, body: { category: 'C11' } })).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
    const added = await k.call('POST', '/api/v1/admin/ead', { session: k.admin, body: { category: '(c)(11)' } });
    expect(added.status).toBe(200);
    expect(added.body.items).toContainEqual({ category: 'C11', default: false, label_key: null });
    expect((await k.call('POST', '/api/v1/admin/ead', { session: k.admin, body: { category: 'c11' } })).body).toMatchObject({ statusCode: 409, messageKey: 'ead_category_exists' });
    for (const category of ['X1', 'C', '', 'C00']) {
      const res = await k.call('POST', '/api/v1/admin/ead', { session: k.admin, body: { category } });
      expect({ category, status: res.status, key: res.body.details?.fields?.category }).toEqual({ category, status: 400, key: category ? 'ead_category_invalid' : 'required_field' });
    }
    expect(await codes(k.globexAdmin)).toEqual([...EAD_EXTENSION_CATEGORIES]);
  });

  it('removes a category (a default is remembered as removed); removing one not listed is refused', async () => {
    const removed = await k.call('DELETE', '/api/v1/admin/ead', { session: k.admin, body: { category: 'C08' } });
    expect(removed.status).toBe(200);
    expect(removed.body.removed_defaults).toEqual(['C08']);
    expect(removed.body.items.map((i: { category: string }) => i.category)).not.toContain('C08');
    expect((await k.call('DELETE', '/api/v1/admin/ead', { session: k.admin, body: { category: 'C08' } })).body).toMatchObject({ statusCode: 409, messageKey: 'ead_category_not_listed' });
    expect((await k.call('DELETE', '/api/v1/admin/ead', { session: k.viewer, body: { category: 'A03' } })).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
    const audit = (await k.ds.query("SELECT entity_id, action FROM audit_log WHERE entity = 'ead_extension_categories' ORDER BY id")) as unknown[];
    expect(audit).toEqual([{ entity_id: 'C11', action: 'create' }, { entity_id: 'C08', action: 'delete' }]);
  });

  it("applies the customer's list to the per-record extension: a removed default is refused, an added category extends", async () => {
    const revisions = await countRows(k.ds, 'i9_revisions', `record_id = ${hire.recordId}`);
    const refused = await extend('C08');
    expect(refused).toMatchObject({ status: 400, body: { details: { fields: { category: 'i9_ead_extension_category' } } } });
    expect(await countRows(k.ds, 'i9_revisions', `record_id = ${hire.recordId}`)).toBe(revisions);
    const extended = await extend('c11');
    expect(extended.status).toBe(200);
    const until = addCalendarDays(card, 540);
    expect(extended.body).toMatchObject({ category: 'C11', extended_until: until });
    // The reverification date moves with the card (Section 1's own date is the card's too).
    expect(extended.body.work_auth_until).toBe(until);
  });

  it("checks Section 2's automatically extended EAD against the customer's list, as the browser does", async () => {
    const worker = await k.hire({ aNumber: 'A987654321', signSection2: false });
    // A card that expired on 2025-09-01, renewed in time (before 2025-10-30): good for 540 days after the card's date.
    const extendedEad = (category: string) => ({ ...EAD('SRC9876543210', '2025-09-01'), ead_extension_category: category, ead_renewal_filed_on: '2025-08-01' });
    const sign = (category: string) =>
      k.call('POST', `/api/v1/i9/${worker.recordId}/section2/sign`, { session: k.admin, body: { value: passportSection2({ documents: [extendedEad(category)] }), confirmed: true } });
    const revisions = await countRows(k.ds, 'i9_revisions', `record_id = ${worker.recordId}`);
    // C08 is one of the 14 but this customer removed it; C11 is not one of the 14 but the customer added it.
    expect(await sign('C08')).toMatchObject({ status: 400, body: { details: { fields: { 'documents[0].ead_extension_category': 'i9_ead_extension_category' } } } });
    expect(await countRows(k.ds, 'i9_revisions', `record_id = ${worker.recordId}`)).toBe(revisions);
    expect((await sign('(c)(11)')).status).toBe(200);
  });

  it('puts a removed default back as a default', async () => {
    const back = await k.call('POST', '/api/v1/admin/ead', { session: k.admin, body: { category: 'C08' } });
    expect(back.body.removed_defaults).toEqual([]);
    expect(await countRows(k.ds, 'ead_category_overrides', "category = 'C08'")).toBe(0);
    expect((await extend('C08')).status).toBe(200);
  });
});
