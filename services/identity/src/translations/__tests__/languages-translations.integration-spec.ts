import { AuditLogEntity } from '@attest/platform';
import type { Session } from '@attest/platform/testing';
import { LocationEntity } from '../../customers/entities/location.entity';
import { LanguageEntity } from '../../languages/entities/language.entity';
import { accountSessions } from '../../locations/__tests__/account-sessions';
import { type IdentityFixture, startIdentityApp } from '../../__tests__/identity-test-app';
import { TranslationOverrideEntity } from '../entities/translation-override.entity';

jest.setTimeout(60_000);

let f: IdentityFixture;
let admin: Session;
let viewer: Session;

beforeAll(async () => {
  f = await startIdentityApp();
  ({ admin, viewer } = await accountSessions(f, 'val.viewer@acme.test'));
});
afterAll(() => f?.close());

const acmeLanguages = async () => (await f.ds.getRepository(LanguageEntity).findBy({ customer_id: f.acme.id })).map((l) => l.code).sort();
const revision = async () => (await f.call('GET', '/api/v1/customerContext/acme/translationsRevision')).body.revision as string;
const texts = async (lang: string) => (await f.call('GET', `/api/v1/customerContext/acme/translations?lang=${lang}`)).body as Record<string, string>;

describe('languages', () => {
  it("lists the product's languages and the customer's; adds one, refuses a duplicate or an unknown one", async () => {
    expect((await f.call('GET', '/api/v1/Languages', { session: viewer })).body.map((l: { code: string }) => l.code)).toEqual(['en', 'es', 'fr']);
    const mine = await f.call('GET', '/api/v1/Languages/customer', { session: viewer });
    expect(mine.status).toBe(200);
    expect(mine.body.map((l: { code: string; is_default: boolean }) => [l.code, l.is_default])).toEqual([['en', true], ['es', false]]);

    const added = await f.call('POST', '/api/v1/Languages', { session: admin, body: { language: 'fr' } });
    expect(added).toMatchObject({ status: 201, body: { code: 'fr', name: 'Français', is_default: false, location_codes: [] } });
    expect((await f.call('GET', `/api/v1/Languages/${added.body.language_id}`, { session: admin })).body.code).toBe('fr');
    expect(await f.ds.getRepository(AuditLogEntity).countBy({ entity: 'language', action: 'create' })).toBe(1);
    const twice = await f.call('POST', '/api/v1/Languages', { session: admin, body: { language: 'fr' } });
    expect(twice).toMatchObject({ status: 409, body: { messageKey: 'language_already_added' } });
    expect((await f.call('POST', '/api/v1/Languages', { session: admin, body: { language: 'de' } })).status).toBe(400);
    expect(await acmeLanguages()).toEqual(['en', 'es', 'fr']);
    // The new language is offered to applicants at once.
    expect((await f.call('GET', '/api/v1/languages/acme/hq')).body.map((l: { code: string }) => l.code)).toEqual(['en', 'es', 'fr']);

    const removed = await f.call('DELETE', `/api/v1/Languages/${added.body.language_id}`, { session: admin });
    expect(removed.status).toBe(204);
    expect(await acmeLanguages()).toEqual(['en', 'es']);
  });

  it('refuses to remove the default, one a location uses, a Viewer and another customer’s (409/403/404), changing nothing', async () => {
    const rows = await f.ds.getRepository(LanguageEntity).findBy({ customer_id: f.acme.id });
    const en = rows.find((l) => l.code === 'en')!;
    const es = rows.find((l) => l.code === 'es')!;
    const west = await f.ds.getRepository(LocationEntity).findOneByOrFail({ customer_id: f.acme.id, location_code: 'west' });
    expect((await f.call('POST', `/api/v1/locations/${west.location_id}/languages`, { session: admin, body: { language: 'es' } })).status).toBe(200);

    expect(await f.call('DELETE', `/api/v1/Languages/${en.language_id}`, { session: admin })).toMatchObject({ status: 409, body: { messageKey: 'default_language_not_removable' } });
    expect(await f.call('DELETE', `/api/v1/Languages/${es.language_id}`, { session: admin })).toMatchObject({ status: 409, body: { messageKey: 'language_used_by_location' } });
    expect((await f.call('GET', '/api/v1/Languages/customer', { session: admin })).body.find((l: { code: string }) => l.code === 'es').location_codes).toEqual(['west']);
    expect(await f.call('DELETE', `/api/v1/Languages/${es.language_id}`, { session: viewer })).toMatchObject({ status: 403, body: { messageKey: 'permission_denied' } });
    expect((await f.call('POST', '/api/v1/Languages', { session: viewer, body: { language: 'fr' } })).status).toBe(403);

    const [globexLanguage] = await f.ds.getRepository(LanguageEntity).save([{ customer_id: f.globex.id, code: 'es', name: 'Español', is_default: 0 }]);
    expect((await f.call('DELETE', `/api/v1/Languages/${globexLanguage.language_id}`, { session: admin })).status).toBe(404);
    expect((await f.call('GET', `/api/v1/Languages/${globexLanguage.language_id}`, { session: admin })).status).toBe(404);
    expect(await acmeLanguages()).toEqual(['en', 'es']);
    expect(await f.ds.getRepository(LanguageEntity).countBy({ customer_id: f.globex.id })).toBe(1);
  });
});

describe('translations', () => {
  it('an override changes the customerContext translations and the revision; null restores the product text', async () => {
    const before = await revision();
    expect((await texts('es')).welcome).toBe('Bienvenido a Acme');
    const saved = await f.call('POST', '/api/v1/translations', { session: admin, body: { language: 'es', key: 'welcome', value: '¡Hola, Acme!' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ saved: 1, revision: await revision() });
    expect(saved.body.revision).not.toBe(before);
    expect((await texts('es')).welcome).toBe('¡Hola, Acme!');
    // Globex is untouched.
    expect(await f.call('GET', '/api/v1/customerContext/globex/translations?lang=es')).toMatchObject({ status: 200, body: {} });

    const list = await f.call('POST', '/api/v1/translations', {
      session: admin,
      body: [{ language: 'es', key: 'welcome', value: null }, { language: 'en', key: 'submit', value: 'Send it' }],
    });
    expect(list.status).toBe(200);
    expect((await texts('es')).welcome).toBe('Bienvenido a Acme');
    expect((await texts('en')).submit).toBe('Send it');
    const audits = await f.ds.getRepository(AuditLogEntity).findBy({ entity: 'translation' });
    expect(audits).toHaveLength(2);
    expect(JSON.parse(audits[1].changes)).toEqual({ 'es:welcome': { from: '¡Hola, Acme!', to: null }, 'en:submit': { from: null, to: 'Send it' } });
  });

  it('refuses bad rows, a language the customer lacks and a Viewer, changing nothing', async () => {
    const before = await f.ds.getRepository(TranslationOverrideEntity).find();
    const rev = await revision();
    const bad = await f.call('POST', '/api/v1/translations', { session: admin, body: [{ language: 'es', key: 'ok', value: 'x' }, { language: 'es', key: 'bad key!', value: 'x' }] });
    expect(bad).toMatchObject({ status: 400, body: { details: { fields: { '[1].key': 'invalid_entry' } } } });
    const fr = await f.call('POST', '/api/v1/translations', { session: admin, body: { language: 'fr', key: 'welcome', value: 'Bienvenue' } });
    expect(fr).toMatchObject({ status: 400, body: { details: { fields: { language: 'language_not_offered' } } } });
    expect((await f.call('POST', '/api/v1/translations', { session: admin, body: { language: 'es', key: 'welcome' } })).status).toBe(400);
    expect((await f.call('POST', '/api/v1/translations', { session: viewer, body: { language: 'es', key: 'welcome', value: 'V' } })).status).toBe(403);
    expect(await f.ds.getRepository(TranslationOverrideEntity).find()).toEqual(before);
    expect(await revision()).toBe(rev);
  });

  it('the catalogue lists code keys with English, the product text and the override; search, missing and pages', async () => {
    await f.call('POST', '/api/v1/translations', { session: admin, body: { language: 'es', key: 'nav_users', value: 'Personal' } });
    const users = await f.call('GET', '/api/v1/translations/catalog?language=es&search=nav_users', { session: viewer });
    expect(users.status).toBe(200);
    expect(users.body.rows.find((r: { key: string }) => r.key === 'nav_users')).toEqual({ key: 'nav_users', english: 'Users', product: null, override: 'Personal' });
    const welcome = await f.call('GET', '/api/v1/translations/catalog?language=es&search=bienvenido', { session: admin });
    expect(welcome.body.rows).toEqual([{ key: 'welcome', english: 'Welcome to Acme', product: 'Bienvenido a Acme', override: null }]);

    const missing = await f.call('GET', '/api/v1/translations/catalog?language=es&missing=true&pageSize=10&page=2', { session: admin });
    expect(missing.body).toMatchObject({ language: 'es', page: 2, page_size: 10 });
    expect(missing.body.total).toBeGreaterThan(1000);
    expect(missing.body.rows).toHaveLength(10);
    expect(missing.body.rows.every((r: { product: null; override: null }) => r.product === null && r.override === null)).toBe(true);
    const all = await f.call('GET', '/api/v1/translations/catalog?language=es', { session: admin });
    expect(all.body.total).toBeGreaterThan(missing.body.total);

    const bad = await f.call('GET', '/api/v1/translations/catalog?language=xx&page=0&pageSize=7', { session: admin });
    expect(bad).toMatchObject({ status: 400, body: { details: { fields: { language: 'invalid_entry', page: 'invalid_entry', pageSize: 'invalid_entry' } } } });
  });
});
