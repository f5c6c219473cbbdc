import { ApplicantEntity, ApplicantPropEntity } from '@attest/applicant';
import { AuditLogEntity } from '@attest/platform';
import type { Session } from '@attest/platform/testing';
import { LocationEntity } from '../../customers/entities/location.entity';
import {
  applicantLogin,
  applicantSession,
  type IdentityFixture,
  MOBILE,
  registerConfirmed,
  setConfig,
  staffLogin,
  staffSession,
  startIdentityApp,
} from '../../__tests__/identity-test-app';

jest.setTimeout(60_000);

let f: IdentityFixture;
let ann: Session;
let annId: number;
let west: LocationEntity;
let globexHq: LocationEntity;

beforeAll(async () => {
  f = await startIdentityApp();
  annId = await registerConfirmed(f, 'prelim@example.com');
  ann = applicantSession((await applicantLogin(f, 'prelim@example.com')).body);
  west = await f.ds.getRepository(LocationEntity).findOneByOrFail({ customer_id: f.acme.id, location_code: 'west' });
  globexHq = await f.ds.getRepository(LocationEntity).findOneByOrFail({ customer_id: f.globex.id, location_code: 'hq' });
});
afterAll(async () => {
  await f?.close();
});

const valid = {
  first_name: 'Ann',
  last_name: 'Applicant',
  mobile_phone: '555-222-3333',
  home_phone: null,
  country: 'US',
  home_location: null,
  location_code: null,
  time_zone: 'America/New_York',
  language: 'en',
  opt_in_text: true,
};

const put = (body: unknown, session: Session = ann) => f.call('PUT', '/api/v1/applicants/prelim-info', { body, session });
const row = () => f.ds.getRepository(ApplicantEntity).findOneByOrFail({ applicant_id: annId });
const doneProp = () => f.ds.getRepository(ApplicantPropEntity).findOneBy({ applicant_id: annId, code: 'prelim_info_complete' });

async function withFlag(name: string, body: () => Promise<void>): Promise<void> {
  await setConfig(f, f.acme.id, name, '1');
  try {
    await body();
  } finally {
    await setConfig(f, f.acme.id, name, '0');
  }
}

describe('GET/PUT /api/v1/applicants/prelim-info', () => {
  it('answers what sign-up stored, not yet complete', async () => {
    const res = await f.call('GET', '/api/v1/applicants/prelim-info', { session: ann });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      first_name: 'Ann',
      last_name: 'Applicant',
      mobile_phone: MOBILE,
      home_phone: null,
      country: 'US',
      home_location: null,
      location_code: 'hq',
      time_zone: null,
      language: null,
      opt_in_text: false,
      prelim_info_complete: false,
    });
  });

  it('bad input: 400 with every field error, nothing stored', async () => {
    const before = await row();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ first_name: '' }, { first_name: 'required_field' }],
      [{ mobile_phone: '' }, { mobile_phone: 'required_field' }],
      [{ mobile_phone: 'call me' }, { mobile_phone: 'invalid_phone_number' }],
      [{ home_phone: '123' }, { home_phone: 'invalid_phone_number' }],
      [{ time_zone: 'Nowhere/City' }, { time_zone: 'invalid_entry' }],
      [{ home_location: globexHq.location_id }, { home_location: 'invalid_entry' }],
      [{ language: 'de' }, { language: 'invalid_entry' }],
      [{ applicant_id: 1 }, { applicant_id: 'unknown_field' }],
    ];
    for (const [extra, fields] of cases) {
      const res = await put({ ...valid, ...extra });
      expect({ extra, status: res.status, body: res.body }).toMatchObject({ extra, status: 400, body: { messageKey: 'validation_failed', details: { fields } } });
    }
    expect(await row()).toEqual(before);
    expect(await doneProp()).toBeNull();
  });

  it('saves, marks prelim_info_complete = 1 and audits the change', async () => {
    const res = await put({ ...valid, home_phone: '(555) 444-5555', home_location: west.location_id, country: 'CA', location_code: 'west' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...valid,
      home_phone: '(555) 444-5555',
      home_location: west.location_id,
      country: 'US', // enable_country_selection is off
      location_code: 'hq', // prompt_location_on_app is off
      prelim_info_complete: true,
    });
    expect(await row()).toMatchObject({ mobile_phone: '555-222-3333', time_zone: 'America/New_York', language: 'en', opt_in_text: 1, home_location: west.location_id });
    expect(await doneProp()).toMatchObject({ value: '1', state: '', customer_id: f.acme.id });
    const audit = await f.ds.getRepository(AuditLogEntity).findOneByOrFail({ entity: 'applicant', entity_id: String(annId), action: 'update' });
    expect(JSON.parse(audit.changes)).toMatchObject({ 'props.prelim_info_complete': { from: null, to: '1' }, mobile_phone: { to: '555-222-3333' } });
    expect((await put(valid)).body.prelim_info_complete).toBe(true);
    expect(await f.ds.getRepository(ApplicantPropEntity).countBy({ applicant_id: annId, code: 'prelim_info_complete' })).toBe(1);
  });

  it('is for applicants only: staff get 403, no session 401', async () => {
    const staff = staffSession((await staffLogin(f)).body);
    expect((await f.call('GET', '/api/v1/applicants/prelim-info', { session: staff })).status).toBe(403);
    expect((await put(valid, staff)).status).toBe(403);
    expect((await f.call('GET', '/api/v1/applicants/prelim-info')).status).toBe(401);
  });

  it('another customer\'s applicant only ever sees and changes their own record', async () => {
    const otherId = await registerConfirmed(f, 'other@globex.test', 'globex', '10.60.0.1');
    const other = applicantSession((await applicantLogin(f, 'other@globex.test', undefined, '10.60.0.2', 'globex')).body);
    const mine = await f.call('GET', '/api/v1/applicants/prelim-info', { session: other });
    expect(mine.body.first_name).toBe('Ann');
    const before = await row();
    expect((await put({ ...valid, first_name: 'Mallory' }, other)).status).toBe(200);
    expect((await row()).first_name).toBe(before.first_name);
    expect((await f.ds.getRepository(ApplicantEntity).findOneByOrFail({ applicant_id: otherId })).first_name).toBe('Mallory');
    // Globex has only English.
    expect((await put({ ...valid, language: 'es' }, other)).body.details.fields.language).toBe('invalid_entry');
  });
});

describe('prelim-info flags (each off when unset)', () => {
  it('enable_country_selection stores the chosen country (one of the four)', async () => {
    await withFlag('enable_country_selection', async () => {
      expect((await put({ ...valid, country: 'UK' })).body.country).toBe('UK');
      expect((await put({ ...valid, country: 'DE' })).body.details.fields.country).toBe('invalid_entry');
    });
    // Off again: the stored choice stays, a new one is not taken.
    expect((await put({ ...valid, country: 'IE' })).body.country).toBe('UK');
  });

  it('require_home_location makes the home location required', async () => {
    expect((await put({ ...valid, home_location: null })).status).toBe(200);
    await withFlag('require_home_location', async () => {
      expect((await put({ ...valid, home_location: null })).body.details.fields).toEqual({ home_location: 'required_field' });
      expect((await put({ ...valid, home_location: west.location_id })).body.home_location).toBe(west.location_id);
    });
  });

  it('prompt_location_on_app asks for the location and stores it', async () => {
    await withFlag('prompt_location_on_app', async () => {
      expect((await put({ ...valid, location_code: null })).body.details.fields).toEqual({ location_code: 'required_field' });
      expect((await put({ ...valid, location_code: 'moon' })).body.details.fields).toEqual({ location_code: 'invalid_entry' });
      const res = await put({ ...valid, location_code: 'west' });
      expect(res.body.location_code).toBe('west');
      expect((await row()).location_id).toBe(west.location_id);
    });
  });

  it('disable_mobile_phone_signup makes the mobile phone optional (still checked when given)', async () => {
    await withFlag('disable_mobile_phone_signup', async () => {
      expect((await put({ ...valid, mobile_phone: null })).status).toBe(200);
      expect((await row()).mobile_phone).toBeNull();
      expect((await put({ ...valid, mobile_phone: 'x' })).body.details.fields).toEqual({ mobile_phone: 'invalid_phone_number' });
    });
  });
});

describe('GET/PUT /api/v1/languages/applicant-language/{id}', () => {
  const path = (id: number) => `/api/v1/languages/applicant-language/${id}`;

  it('reads and changes the applicant\'s own language, one of the customer\'s', async () => {
    const set = await f.call('PUT', path(annId), { session: ann, body: { language: 'es' } });
    expect(set).toMatchObject({ status: 200, body: { applicant_id: annId, language: 'es' } });
    expect(await f.call('GET', path(annId), { session: ann })).toMatchObject({ status: 200, body: { applicant_id: annId, language: 'es' } });
    expect((await row()).language).toBe('es');
  });

  it('bad input: 400, unchanged', async () => {
    const unknown = await f.call('PUT', path(annId), { session: ann, body: { language: 'fr' } });
    expect(unknown).toMatchObject({ status: 400, body: { messageKey: 'validation_failed', details: { fields: { language: 'invalid_entry' } } } });
    const missing = await f.call('PUT', path(annId), { session: ann, body: {} });
    expect(missing.body.details.fields.language).toBe('required_field');
    const junk = await f.call('PUT', path(annId), { session: ann, body: { language: 'es; DROP' } });
    expect(junk.status).toBe(400);
    expect((await row()).language).toBe('es');
  });

  it('404 for another applicant or another customer\'s applicant; staff reach their own customer\'s', async () => {
    const otherId = await registerConfirmed(f, 'lang-other@example.com', 'acme', '10.61.0.1');
    expect((await f.call('GET', path(otherId), { session: ann })).status).toBe(404);
    expect((await f.call('PUT', path(otherId), { session: ann, body: { language: 'es' } })).status).toBe(404);
    expect((await f.call('GET', path(999999), { session: ann })).status).toBe(404);
    expect((await f.call('GET', '/api/v1/languages/applicant-language/abc', { session: ann })).status).toBe(404);
    const staff = staffSession((await staffLogin(f)).body);
    expect((await f.call('GET', path(otherId), { session: staff })).body).toEqual({ applicant_id: otherId, language: null });
    const globexId = await registerConfirmed(f, 'lang@globex.test', 'globex', '10.61.0.2');
    expect((await f.call('GET', path(globexId), { session: staff })).status).toBe(404);
    expect((await f.call('PUT', path(globexId), { session: staff, body: { language: 'en' } })).status).toBe(404);
    expect((await f.ds.getRepository(ApplicantEntity).findOneByOrFail({ applicant_id: globexId })).language).toBeNull();
    expect((await f.call('GET', path(annId))).status).toBe(401);
  });

  it('still serves the customer language list at /languages/{c}/{l}', async () => {
    const list = await f.call('GET', '/api/v1/languages/acme/hq');
    expect(list.body.map((l: { code: string }) => l.code)).toEqual(['en', 'es']);
  });
});
