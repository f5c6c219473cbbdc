import { AuditLogEntity } from '@attest/platform';
import type { Session } from '@attest/platform/testing';
import { LocationEntity } from '../../customers/entities/location.entity';
import { type IdentityFixture, startIdentityApp } from '../../__tests__/identity-test-app';
import { LocationLanguageEntity } from '../entities/location-language.entity';
import { accountSessions } from './account-sessions';

jest.setTimeout(60_000);

let f: IdentityFixture;
let admin: Session;
let viewer: Session;
let westId: number;
let globexHqId: number;

beforeAll(async () => {
  f = await startIdentityApp();
  ({ admin, viewer } = await accountSessions(f, 'vera.viewer@acme.test'));
  const locations = f.ds.getRepository(LocationEntity);
  westId = (await locations.findOneByOrFail({ customer_id: f.acme.id, location_code: 'west' })).location_id;
  globexHqId = (await locations.findOneByOrFail({ customer_id: f.globex.id, location_code: 'hq' })).location_id;
});
afterAll(() => f?.close());

const applicantLanguages = async (location: string) =>
  ((await f.call('GET', `/api/v1/languages/acme/${location}`)).body as { code: string }[]).map((l) => l.code);
const snapshot = async () => ({
  locations: await f.ds.getRepository(LocationEntity).find({ order: { location_id: 'ASC' } }),
  languages: await f.ds.getRepository(LocationLanguageEntity).find({ order: { id: 'ASC' } }),
});

describe('locations', () => {
  it("lists only the customer's locations; a Viewer reads them too", async () => {
    const list = await f.call('GET', '/api/v1/locations', { session: admin });
    expect(list.status).toBe(200);
    expect(list.body.map((l: { location_code: string }) => l.location_code)).toEqual(['hq', 'west']);
    expect(list.body[1]).toEqual({ location_id: westId, location_code: 'west', name: 'West', address: null, time_zone: null, languages: [] });
    expect((await f.call('GET', '/api/v1/locations', { session: viewer })).status).toBe(200);
    expect((await f.call('GET', '/api/v1/locations')).status).toBe(401);
  });

  it('edits name, address, time zone and languages (audited); the location languages drive the applicant list', async () => {
    expect(await applicantLanguages('west')).toEqual(['en', 'es']);
    const put = await f.call('PUT', `/api/v1/locations/${westId}`, {
      session: admin,
      body: { name: 'West Coast', address: '1 Ocean Ave\nSanta Monica, CA', time_zone: 'America/Los_Angeles', languages: ['es'] },
    });
    expect(put).toMatchObject({ status: 200, body: { name: 'West Coast', address: '1 Ocean Ave\nSanta Monica, CA', time_zone: 'America/Los_Angeles', languages: ['es'] } });
    expect(await applicantLanguages('west')).toEqual(['es']);
    // Other locations still offer all the customer's languages.
    expect(await applicantLanguages('hq')).toEqual(['en', 'es']);
    const audit = await f.ds.getRepository(AuditLogEntity).findOneByOrFail({ entity: 'location', entity_id: String(westId) });
    expect(JSON.parse(audit.changes)).toMatchObject({ name: { from: 'West', to: 'West Coast' }, languages: { from: [], to: ['es'] } });

    const add = await f.call('POST', `/api/v1/locations/${westId}/languages`, { session: admin, body: { language: 'en' } });
    expect(add).toMatchObject({ status: 200, body: { languages: ['en', 'es'] } });
    const remove = await f.call('DELETE', `/api/v1/locations/${westId}/languages`, { session: admin, body: { language: 'es' } });
    expect(remove).toMatchObject({ status: 200, body: { languages: ['en'] } });
    expect(await applicantLanguages('west')).toEqual(['en']);
  });

  it('refuses a bad time zone, a language the customer lacks, a Viewer and another customer, changing nothing', async () => {
    const before = await snapshot();
    const badZone = await f.call('PUT', `/api/v1/locations/${westId}`, { session: admin, body: { name: 'X', time_zone: 'Mars/Olympus' } });
    expect(badZone).toMatchObject({ status: 400, body: { details: { fields: { time_zone: 'invalid_entry' } } } });
    const french = await f.call('PUT', `/api/v1/locations/${westId}`, { session: admin, body: { name: 'X', languages: ['fr'] } });
    expect(french).toMatchObject({ status: 400, body: { details: { fields: { languages: 'language_not_offered' } } } });
    expect((await f.call('POST', `/api/v1/locations/${westId}/languages`, { session: admin, body: { language: 'fr' } })).status).toBe(400);
    const asViewer = await f.call('PUT', `/api/v1/locations/${westId}`, { session: viewer, body: { name: 'Viewer was here' } });
    expect(asViewer).toMatchObject({ status: 403, body: { messageKey: 'permission_denied' } });
    expect((await f.call('POST', `/api/v1/locations/${westId}/languages`, { session: viewer, body: { language: 'es' } })).status).toBe(403);
    expect((await f.call('DELETE', `/api/v1/locations/${westId}/languages`, { session: viewer, body: { language: 'en' } })).status).toBe(403);
    expect((await f.call('POST', '/api/v1/locations/bulkAdd', { session: viewer, body: { locations: [{ location_code: 'v', name: 'V' }] } })).status).toBe(403);
    const foreign = await f.call('PUT', `/api/v1/locations/${globexHqId}`, { session: admin, body: { name: 'Mine now' } });
    expect(foreign).toMatchObject({ status: 404, body: { messageKey: 'not_found' } });
    expect((await f.call('POST', `/api/v1/locations/${globexHqId}/languages`, { session: admin, body: { language: 'en' } })).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('bulk adds all or nothing, with errors per row (codes unique within the customer and the list)', async () => {
    const before = await snapshot();
    const refused = await f.call('POST', '/api/v1/locations/bulkAdd', {
      session: admin,
      body: {
        locations: [
          { location_code: 'north', name: 'North', languages: ['es'] },
          { location_code: 'west', name: 'Taken' },
          { location_code: 'north', name: 'Twice' },
          { location_code: 'bad code!', name: '' },
          { location_code: 'south', name: 'South', time_zone: 'Nowhere/City' },
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.messageKey).toBe('bulk_rows_invalid');
    expect(refused.body.details.rows).toEqual([
      { index: 1, location_code: 'west', fields: { location_code: 'location_code_taken' } },
      { index: 2, location_code: 'north', fields: { location_code: 'location_code_taken' } },
      { index: 3, location_code: 'bad code!', fields: { location_code: 'invalid_entry', name: 'required_field' } },
      { index: 4, location_code: 'south', fields: { time_zone: 'invalid_entry' } },
    ]);
    expect(await snapshot()).toEqual(before);

    const ok = await f.call('POST', '/api/v1/locations/bulkAdd', {
      session: admin,
      body: { locations: [{ location_code: 'North', name: 'North', languages: ['es'], time_zone: 'America/Chicago' }, { location_code: 'south', name: 'South' }] },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.created.map((l: { location_code: string; languages: string[] }) => [l.location_code, l.languages])).toEqual([['north', ['es']], ['south', []]]);
    expect(await applicantLanguages('north')).toEqual(['es']);
    expect(await f.ds.getRepository(LocationEntity).countBy({ customer_id: f.globex.id })).toBe(1);
  });
});
