import { ACME, GLOBEX, startEdocs, type EdocsTestKit } from '@attest/edocs/testing';

describe('job categories', () => {
  let k: EdocsTestKit;
  beforeAll(async () => {
    k = await startEdocs();
  }, 60_000);
  afterAll(async () => k.t.close());

  const url = (customerId: number) => `/api/v2/customers/${customerId}/jobcategories`;

  it('answers the customer’s categories in order with skills and specialties, to applicants and staff', async () => {
    const res = await k.call('GET', url(ACME), { session: k.adaSession });
    expect(res.status).toBe(200);
    expect(res.body.map((c: { name: string }) => c.name)).toEqual(['Light Industrial', 'Nursing', 'Clerical', 'IT']);
    const nursing = res.body[1];
    expect(nursing).toEqual({
      category_id: expect.any(Number),
      name: 'Nursing',
      skills: [
        { code: 'IV', name: 'IV therapy' },
        { code: 'BLS', name: 'Basic life support' },
        { code: 'ACLS', name: 'Advanced cardiac life support' },
        { code: 'EMR', name: 'Electronic medical records' },
      ],
      specialties: [{ code: 'ICU', name: 'ICU' }, { code: 'ER', name: 'ER' }, { code: 'MED_SURG', name: 'Med-Surg' }],
    });
    expect(res.body[2].specialties).toEqual([]);
    expect((await k.call('GET', url(ACME), { session: k.staff })).body).toEqual(res.body);
  });

  it('leaves out inactive categories and keeps each customer to their own', async () => {
    const globex = (await k.call('GET', url(GLOBEX), { session: k.globexStaff })).body;
    const acme = (await k.call('GET', url(ACME), { session: k.staff })).body;
    expect(globex.map((c: { category_id: number }) => c.category_id)).not.toEqual(acme.map((c: { category_id: number }) => c.category_id));
    await k.ds.query("UPDATE job_categories SET active = 0 WHERE customer_id = ? AND name = 'IT'", [GLOBEX]);
    expect((await k.call('GET', url(GLOBEX), { session: k.globexStaff })).body.map((c: { name: string }) => c.name)).toEqual(['Light Industrial', 'Nursing', 'Clerical']);
    expect((await k.call('GET', url(ACME), { session: k.staff })).body).toHaveLength(4);
    const misses = [
      await k.call('GET', url(GLOBEX), { session: k.adaSession }),
      await k.call('GET', url(GLOBEX), { session: k.staff }),
      await k.call('GET', url(999999), { session: k.staff }),
    ];
    expect(misses.map((m) => [m.status, m.body.messageKey])).toEqual([[404, 'not_found'], [404, 'not_found'], [404, 'not_found']]);
    expect((await k.call('GET', url(ACME))).status).toBe(401);
  });
});
