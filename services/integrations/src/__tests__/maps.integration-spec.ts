import type { Session } from '@attest/platform/testing';
import { ACME, startIntegrations, type IntegrationsKit } from './integrations-test-app';

describe('maps endpoints (address autocomplete)', () => {
  let kit: IntegrationsKit;
  let applicant: Session;
  let staff: Session;

  beforeAll(async () => {
    kit = await startIntegrations();
    applicant = (await kit.applicant(ACME)).session;
    staff = await kit.staff(ACME);
  }, 60_000);
  afterAll(async () => kit.t.close());

  const get = (path: string, session?: Session) => kit.call('GET', path, { session });

  it('autocompletes within the given country only, for applicants and staff', async () => {
    const us = await get('/api/v1/maps/autocomplete?input=helena&country=US', applicant);
    expect(us.status).toBe(200);
    expect(us.body.length).toBeGreaterThanOrEqual(3);
    expect(us.body.every((p: { description: string }) => p.description.includes('Helena, MT'))).toBe(true);
    const staffAnswer = await get('/api/v1/maps/autocomplete?input=Downing&country=uk', staff);
    expect(staffAnswer.body).toEqual([{ place_id: 'sim-gb-01', description: '10 Downing St, London SW1A 2AA, UK' }]);
    // The same words in another country find nothing there.
    expect((await get('/api/v1/maps/autocomplete?input=Downing&country=US', applicant)).body).toEqual([]);
    expect((await get('/api/v1/maps/autocomplete?input=helena&country=IE', applicant)).body).toEqual([]);
  });

  it('answers at most five predictions', async () => {
    const res = await get('/api/v1/maps/autocomplete?input=1&country=US', applicant);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(5);
  });

  it('refuses a missing, blank or too long input and a missing or unsupported country (400)', async () => {
    const cases: [string, Record<string, string>][] = [
      ['country=US', { input: 'required_field' }],
      ['input=%20%20&country=US', { input: 'required_field' }],
      [`input=${'a'.repeat(201)}&country=US`, { input: 'es_max' }],
      ['input=main', { country: 'required_field' }],
      ['input=main&country=FR', { country: 'invalid_country' }],
      ['input=main&country=US&country=CA', { country: 'invalid_country' }],
    ];
    for (const [query, fields] of cases) {
      const res = await get(`/api/v1/maps/autocomplete?${query}`, applicant);
      expect({ query, status: res.status, key: res.body.messageKey, fields: res.body.details?.fields }).toEqual({ query, status: 400, key: 'validation_failed', fields });
    }
    expect((await get(`/api/v1/maps/autocomplete?input=${'a'.repeat(200)}&country=US`, applicant)).status).toBe(200);
  });

  it('gives place details and 404 place_not_found for an unknown place', async () => {
    const res = await get('/api/v1/maps/place/sim-us-mt-07', applicant);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ place_id: 'sim-us-mt-07', geometry: { location: { lat: 45.6793, lng: -111.0347 } } });
    expect(res.body.address_components).toEqual(expect.arrayContaining([{ long_name: 'Suite 200', short_name: 'Suite 200', types: ['subpremise'] }]));
    for (const id of ['sim-us-zz-99', 'bad%20id', 'x'.repeat(90)]) {
      const missing = await get(`/api/v1/maps/place/${id}`, applicant);
      expect({ id, status: missing.status, key: missing.body.messageKey }).toEqual({ id, status: 404, key: 'place_not_found' });
    }
  });

  it('geocodes an address, and a failed geocode answers 200 with a null location', async () => {
    const ok = await get(`/api/v1/maps/geocode?address=${encodeURIComponent('1315 10th St, Sacramento, CA')}`, applicant);
    expect(ok).toMatchObject({ status: 200, body: { address: '1315 10th St, Sacramento, CA', location: { lat: 38.5766, lng: -121.4934 } } });
    const failed = await get(`/api/v1/maps/geocode?address=${encodeURIComponent('12 Nowhere Road, Atlantis')}`, staff);
    expect(failed).toMatchObject({ status: 200, body: { address: '12 Nowhere Road, Atlantis', location: null } });
    expect((await get('/api/v1/maps/geocode', applicant)).status).toBe(400);
  });

  it('requires a session (401) and the right party header', async () => {
    for (const path of ['/api/v1/maps/autocomplete?input=helena&country=US', '/api/v1/maps/place/sim-us-mt-01', '/api/v1/maps/geocode?address=Helena']) {
      expect((await get(path)).status).toBe(401);
    }
    const wrongParty = await kit.call('GET', '/api/v1/maps/place/sim-us-mt-01', { session: applicant, headers: { 'x-requested-by-party': 'user' } });
    expect(wrongParty.status).toBe(403);
  });
});
