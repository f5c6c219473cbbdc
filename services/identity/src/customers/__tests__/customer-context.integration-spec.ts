import { LanguagesService } from '../../languages/languages.service';
import { type IdentityFixture, startIdentityApp } from '../../__tests__/identity-test-app';
import { CustomersService } from '../customers.service';

jest.setTimeout(60_000);

let f: IdentityFixture;
beforeAll(async () => {
  f = await startIdentityApp();
});
afterAll(async () => {
  await f?.close();
});

describe('customer context (public)', () => {
  it('answers the customer and its locations by code, case-insensitively', async () => {
    const res = await f.call('GET', '/api/v1/customerContext/ACME');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      customer_id: f.acme.id,
      customer_code: 'acme',
      name: 'Acme Staffing',
      locations: [
        { location_id: expect.any(Number), location_code: 'hq', name: 'Headquarters' },
        { location_id: expect.any(Number), location_code: 'west', name: 'West' },
      ],
    });
  });

  it('answers 404 customer_not_found for an unknown or inactive customer', async () => {
    const unknown = await f.call('GET', '/api/v1/customerContext/nobody');
    expect(unknown).toMatchObject({ status: 404, body: { statusCode: 404, messageKey: 'customer_not_found' } });
    const dormant = await f.t.app.get(CustomersService).createCustomer({ code: 'dormant', name: 'Dormant' });
    await f.ds.query('UPDATE customers SET active = 0 WHERE id = ?', [dormant.id]);
    const inactive = await f.call('GET', '/api/v1/customerContext/dormant');
    expect(inactive).toMatchObject({ status: 404, body: { messageKey: 'customer_not_found' } });
    expect((await f.call('GET', '/api/v1/languages/dormant/hq')).status).toBe(404);
  });

  it('refuses a second customer with the same code', async () => {
    await expect(f.t.app.get(CustomersService).createCustomer({ code: 'Acme', name: 'Copy' })).rejects.toThrow();
  });
});

describe('languages and translations (public)', () => {
  it('lists the customer languages, default first', async () => {
    const res = await f.call('GET', '/api/v1/languages/acme/hq');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { language_id: expect.any(Number), code: 'en', name: 'English', is_default: true },
      { language_id: expect.any(Number), code: 'es', name: 'Español', is_default: false },
    ]);
  });

  it('offers English when the customer configured none', async () => {
    const res = await f.call('GET', '/api/v1/languages/globex/hq');
    expect(res).toMatchObject({ status: 200, body: [{ code: 'en', name: 'English', is_default: true }] });
  });

  it('answers the translations of one language as a key map, English by default', async () => {
    expect((await f.call('GET', '/api/v1/customerContext/acme/translations?lang=es')).body).toEqual({ welcome: 'Bienvenido a Acme' });
    expect((await f.call('GET', '/api/v1/customerContext/acme/translations')).body).toEqual({ welcome: 'Welcome to Acme', submit: 'Send' });
    expect((await f.call('GET', '/api/v1/customerContext/globex/translations?lang=en')).body).toEqual({});
    const bad = await f.call('GET', '/api/v1/customerContext/acme/translations?lang=../../etc');
    expect(bad).toMatchObject({ status: 400, body: { messageKey: 'invalid_entry' } });
    expect((await f.call('GET', '/api/v1/customerContext/nobody/translations')).status).toBe(404);
  });

  it('changes the revision when a translation is added or edited, and only for that customer', async () => {
    const rev = async (code: string) => (await f.call<{ revision: string }>('GET', `/api/v1/customerContext/${code}/translationsRevision`)).body.revision;
    const acme0 = await rev('acme');
    const globex0 = await rev('globex');
    expect(acme0).toMatch(/^[0-9a-f]{16}$/);
    expect(await rev('acme')).toBe(acme0);

    const languages = f.t.app.get(LanguagesService);
    await languages.upsertTranslations(f.acme.id, 'en', { goodbye: 'Bye' });
    const acme1 = await rev('acme');
    expect(acme1).not.toBe(acme0);

    await new Promise((r) => setTimeout(r, 1100)); // DATETIME keeps whole seconds
    await languages.upsertTranslations(f.acme.id, 'en', { goodbye: 'Goodbye' });
    expect(await rev('acme')).not.toBe(acme1);
    expect((await f.call('GET', '/api/v1/customerContext/acme/translations?lang=en')).body.goodbye).toBe('Goodbye');
    expect(await rev('globex')).toBe(globex0);
  });
});
