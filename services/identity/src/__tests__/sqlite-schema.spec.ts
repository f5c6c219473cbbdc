import { DataSource } from 'typeorm';
import { CustomersService } from '../customers/customers.service';
import { identityDataParts } from '../identity-data';
import { LanguagesService } from '../languages/languages.service';
import { TranslationOverridesService } from '../translations/translation-overrides.service';
import { UsersService } from '../users/users.service';

// The embedded default runs on SQLite: the same migrations and upserts must work there (MariaDB is
// covered by the integration suites).
describe('identity schema on SQLite', () => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: identityDataParts.entities, migrations: identityDataParts.migrations });
    await ds.initialize();
    await ds.runMigrations();
  });
  afterAll(async () => {
    await ds?.destroy();
  });

  it('stores customers, memberships, languages and translations', async () => {
    const customers = new CustomersService(ds);
    const acme = await customers.createCustomer({ code: 'Acme', name: 'Acme', locations: [{ code: 'West', name: 'W' }] });
    const other = await customers.createCustomer({ code: 'other', name: 'Other' });
    expect((await customers.context('ACME')).locations.map((l) => l.location_code)).toEqual(['hq', 'west']);

    const users = new UsersService(ds);
    const user = await users.createUser({ customerId: acme.id, email: 'S@x.test', password: 'Staff-Password-42', firstName: 'S', lastName: 'T', extraCustomerIds: [other.id] });
    expect((await users.customerIdsOf(user.user_id)).sort()).toEqual([acme.id, other.id].sort());
    expect((await users.findByEmail('s@X.test'))?.user_id).toBe(user.user_id);

    const languages = new LanguagesService(ds, customers, new TranslationOverridesService(ds));
    await languages.seedLanguages(acme.id, [{ code: 'en', name: 'English', is_default: true }, { code: 'es', name: 'Es' }]);
    await languages.seedLanguages(acme.id, [{ code: 'es', name: 'Español' }]);
    expect((await languages.list('acme', 'hq')).map((l) => l.name)).toEqual(['English', 'Español']);
    await languages.upsertTranslations(acme.id, 'en', { a: 'b' });
    const before = await languages.revision('acme');
    await languages.upsertTranslations(acme.id, 'en', { a: 'c', d: 'e' });
    expect(await languages.translationMap('acme', 'en')).toEqual({ a: 'c', d: 'e' });
    expect(await languages.revision('acme')).not.toEqual(before);
  });

  it('migrates down cleanly', async () => {
    for (let i = 0; i < identityDataParts.migrations.length; i++) {
      await ds.undoLastMigration();
    }
    const tables: { name: string }[] = await ds.query("SELECT name FROM sqlite_master WHERE type = 'table'");
    expect(tables.map((t) => t.name).filter((n) => ['customers', 'locations', 'languages', 'translations', 'cst_users', 'user_customers'].includes(n))).toEqual([]);
  });
});
