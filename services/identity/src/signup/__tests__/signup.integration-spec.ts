import { ApplicantEntity } from '@attest/applicant';
import { AuthTokenEntity, NotificationOutboxEntity } from '@attest/platform';
import { LocationEntity } from '../../customers/entities/location.entity';
import { countApplicants, type IdentityFixture, MOBILE, PASSWORD, setConfig, startIdentityApp } from '../../__tests__/identity-test-app';

jest.setTimeout(60_000);

let f: IdentityFixture;
let west: LocationEntity;
let hq: LocationEntity;
let globexHq: LocationEntity;
let n = 0;

beforeAll(async () => {
  f = await startIdentityApp();
  const locations = f.ds.getRepository(LocationEntity);
  west = await locations.findOneByOrFail({ customer_id: f.acme.id, location_code: 'west' });
  hq = await locations.findOneByOrFail({ customer_id: f.acme.id, location_code: 'hq' });
  globexHq = await locations.findOneByOrFail({ customer_id: f.globex.id, location_code: 'hq' });
});
afterAll(async () => {
  await f?.close();
});

/** A fresh address and client address per sign-up, so the per-IP budget never interferes. */
function register(extra: Record<string, unknown> = {}, customer = 'acme') {
  n += 1;
  const body = {
    customer_code: customer,
    location_code: 'west',
    first_name: 'Sam',
    last_name: 'Signup',
    email: `signup${n}@example.com`,
    password: PASSWORD,
    mobile_phone: MOBILE,
    accept_terms: true,
    ...extra,
  };
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined) {
      delete (body as Record<string, unknown>)[k];
    }
  }
  return f.call('POST', '/api/v1/applicants/register', { body, headers: { 'x-forwarded-for': `10.40.${Math.floor(n / 200)}.${n % 200}` } });
}

const stored = (id: number) => f.ds.getRepository(ApplicantEntity).findOneByOrFail({ applicant_id: id });

async function counts() {
  return {
    applicants: await countApplicants(f),
    tokens: await f.ds.getRepository(AuthTokenEntity).count(),
    emails: await f.ds.getRepository(NotificationOutboxEntity).count(),
  };
}

/** Runs `body` with the flag on for acme, then switches it off again. */
async function withFlag(name: string, body: () => Promise<void>): Promise<void> {
  await setConfig(f, f.acme.id, name, '1');
  try {
    await body();
  } finally {
    await setConfig(f, f.acme.id, name, '0');
  }
}

describe('reference lists', () => {
  it('answers every country (NONE last) and, with selectable=1, the four choices', async () => {
    const all = await f.call('GET', '/api/v1/reference/countries');
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(252);
    expect(all.body[0]).toMatchObject({ id: 1, code: 'US', name: 'United States' });
    expect(all.body[all.body.length - 1]).toEqual({ id: expect.any(Number), code: 'NONE', name: '- None Specified -', states: [] });
    const selectable = await f.call('GET', '/api/v1/reference/countries?selectable=1');
    expect(selectable.body.map((c: { code: string }) => c.code)).toEqual(['US', 'CA', 'UK', 'IE']);
    const bad = await f.call('GET', '/api/v1/reference/countries?selectable=maybe');
    expect(bad).toMatchObject({ status: 400, body: { messageKey: 'validation_failed', details: { fields: { selectable: 'invalid_entry' } } } });
  });

  it('answers the time zones, each with a name (Pacific/Tongatapu too, issue 14)', async () => {
    const zones = await f.call('GET', '/api/v1/reference/timezones');
    expect(zones.status).toBe(200);
    expect(zones.body).toHaveLength(95);
    expect(zones.body).toContainEqual({ name: '(UTC-05:00) Eastern Time (US & Canada)', code: 'America/New_York' });
    expect(zones.body).toContainEqual({ name: "(UTC+13:00) Tonga — Nuku'alofa", code: 'Pacific/Tongatapu' });
    expect((zones.body as { name?: string }[]).every((z) => typeof z.name === 'string' && z.name.length > 0)).toBe(true);
  });
});

describe('GET /api/v1/customerContext/{code}/signup-options', () => {
  it('answers locations, every flag off when unset, and the selectable countries', async () => {
    const res = await f.call('GET', '/api/v1/customerContext/ACME/signup-options');
    expect(res.status).toBe(200);
    expect(res.body.locations).toEqual([
      { location_id: hq.location_id, location_code: 'hq', name: 'Headquarters' },
      { location_id: west.location_id, location_code: 'west', name: 'West' },
    ]);
    expect(res.body.flags).toEqual({
      disable_mobile_phone_signup: false,
      force_location_selection_on_signup: false,
      require_home_location: false,
      enable_country_selection: false,
      disable_international_phone_numbers: false,
    });
    expect(res.body.countries.map((c: { code: string }) => c.code)).toEqual(['US', 'CA', 'UK', 'IE']);
  });

  it('reports each flag that is set, for that customer only', async () => {
    await setConfig(f, f.globex.id, 'enable_country_selection', 'true');
    await setConfig(f, f.globex.id, 'require_home_location', '1');
    const globex = await f.call('GET', '/api/v1/customerContext/globex/signup-options');
    expect(globex.body.flags).toMatchObject({ enable_country_selection: true, require_home_location: true, disable_mobile_phone_signup: false });
    expect(globex.body.locations).toEqual([{ location_id: globexHq.location_id, location_code: 'hq', name: 'Headquarters' }]);
    const acme = await f.call('GET', '/api/v1/customerContext/acme/signup-options');
    expect(acme.body.flags.enable_country_selection).toBe(false);
  });

  it('answers 404 for an unknown customer', async () => {
    const res = await f.call('GET', '/api/v1/customerContext/nobody/signup-options');
    expect(res).toMatchObject({ status: 404, body: { messageKey: 'customer_not_found' } });
  });
});

describe('registration with the sign-up fields', () => {
  it('stores phone, location, home location, country, time zone, language and status SIGNUP', async () => {
    const res = await register({ home_location: hq.location_id, time_zone: 'America/Chicago', language: 'es' });
    expect(res.status).toBe(201);
    expect(await stored(res.body.applicant_id)).toMatchObject({
      mobile_phone: MOBILE,
      location_id: west.location_id,
      home_location: hq.location_id,
      country: 'US',
      time_zone: 'America/Chicago',
      language: 'es',
      application_status: 'SIGNUP',
      current_application_status: 'SIGNUP',
    });
  });

  it('refuses bad values with field errors and stores nothing', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ mobile_phone: '12' }, { mobile_phone: 'invalid_phone_number' }],
      [{ time_zone: 'Mars/Olympus' }, { time_zone: 'invalid_entry' }],
      [{ home_location: globexHq.location_id }, { home_location: 'invalid_entry' }],
      [{ home_location: 'abc' }, { home_location: 'number_validator' }],
      [{ language: 'fr' }, { language: 'invalid_entry' }],
      [{ location_selected: 'yes please' }, { location_selected: 'invalid_entry' }],
    ];
    for (const [extra, fields] of cases) {
      const res = await register(extra);
      expect({ extra, status: res.status, body: res.body }).toMatchObject({
        extra,
        status: 400,
        body: { messageKey: 'validation_failed', details: { fields } },
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('accepts an international mobile number unless disable_international_phone_numbers', async () => {
    expect((await register({ mobile_phone: '+44 20 7946 0958' })).status).toBe(201);
    await withFlag('disable_international_phone_numbers', async () => {
      const refused = await register({ mobile_phone: '+44 20 7946 0958' });
      expect(refused).toMatchObject({ status: 400, body: { details: { fields: { mobile_phone: 'invalid_phone_number' } } } });
    });
  });
});

describe('sign-up flags (each off when unset)', () => {
  it('mobile phone is required unless disable_mobile_phone_signup, which ignores it', async () => {
    const before = await counts();
    const missing = await register({ mobile_phone: undefined });
    expect(missing).toMatchObject({ status: 400, body: { messageKey: 'validation_failed', details: { fields: { mobile_phone: 'required_field' } } } });
    expect(await counts()).toEqual(before);
    await withFlag('disable_mobile_phone_signup', async () => {
      const without = await register({ mobile_phone: undefined });
      expect(without.status).toBe(201);
      const given = await register({ mobile_phone: MOBILE });
      expect(given.status).toBe(201);
      expect((await stored(given.body.applicant_id)).mobile_phone).toBeNull();
    });
  });

  it('force_location_selection_on_signup needs an explicit choice (location_selected: true)', async () => {
    const implicit = await register();
    expect(implicit.status).toBe(201);
    await withFlag('force_location_selection_on_signup', async () => {
      const before = await counts();
      const urlOnly = await register();
      expect(urlOnly).toMatchObject({ status: 400, body: { details: { fields: { location_code: 'required_field' } } } });
      const notTrue = await register({ location_selected: false });
      expect(notTrue).toMatchObject({ status: 400, body: { details: { fields: { location_code: 'required_field' } } } });
      expect(await counts()).toEqual(before);
      const chosen = await register({ location_code: 'hq', location_selected: true });
      expect(chosen.status).toBe(201);
      expect((await stored(chosen.body.applicant_id)).location_id).toBe(hq.location_id);
      const unknown = await register({ location_code: 'mars', location_selected: true });
      expect(unknown).toMatchObject({ status: 400, body: { details: { fields: { location_code: 'invalid_entry' } } } });
    });
  });

  it('require_home_location makes home_location required (one of this customer\'s locations)', async () => {
    const optional = await register();
    expect(optional.status).toBe(201);
    expect((await stored(optional.body.applicant_id)).home_location).toBeNull();
    await withFlag('require_home_location', async () => {
      const before = await counts();
      const missing = await register();
      expect(missing).toMatchObject({ status: 400, body: { details: { fields: { home_location: 'required_field' } } } });
      const foreign = await register({ home_location: globexHq.location_id });
      expect(foreign).toMatchObject({ status: 400, body: { details: { fields: { home_location: 'invalid_entry' } } } });
      expect(await counts()).toEqual(before);
      const given = await register({ home_location: west.location_id });
      expect(given.status).toBe(201);
      expect((await stored(given.body.applicant_id)).home_location).toBe(west.location_id);
    });
  });

  it('enable_country_selection lets the applicant pick US, CA, UK or IE; otherwise the country is US', async () => {
    const forced = await register({ country: 'CA' });
    expect(forced.status).toBe(201);
    expect((await stored(forced.body.applicant_id)).country).toBe('US');
    await withFlag('enable_country_selection', async () => {
      const chosen = await register({ country: 'ie' });
      expect(chosen.status).toBe(201);
      expect((await stored(chosen.body.applicant_id)).country).toBe('IE');
      const none = await register();
      expect((await stored(none.body.applicant_id)).country).toBe('US');
      const before = await counts();
      const other = await register({ country: 'FR' });
      expect(other).toMatchObject({ status: 400, body: { details: { fields: { country: 'invalid_entry' } } } });
      expect(await counts()).toEqual(before);
    });
  });

  it('reports every problem at once', async () => {
    await setConfig(f, f.acme.id, 'require_home_location', '1');
    await setConfig(f, f.acme.id, 'force_location_selection_on_signup', '1');
    try {
      const res = await register({ mobile_phone: '' });
      expect(res.body.details.fields).toEqual({
        mobile_phone: 'required_field',
        location_code: 'required_field',
        home_location: 'required_field',
      });
    } finally {
      await setConfig(f, f.acme.id, 'require_home_location', '0');
      await setConfig(f, f.acme.id, 'force_location_selection_on_signup', '0');
    }
  });
});
