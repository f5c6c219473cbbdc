import { DataSource } from 'typeorm';
import { CustomersService } from '../../customers/customers.service';
import { LocationEntity } from '../../customers/entities/location.entity';
import { identityDataParts } from '../../identity-data';
import { LanguagesService } from '../../languages/languages.service';
import { TranslationOverridesService } from '../../translations/translation-overrides.service';
import { LocationLanguageEntity } from '../entities/location-language.entity';

// The embedded default runs on SQLite: migration 1798760000000 up and down, and the reads it feeds.
describe('location languages and translation overrides on SQLite', () => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: identityDataParts.entities, migrations: identityDataParts.migrations });
    await ds.initialize();
    await ds.runMigrations();
  });
  afterAll(async () => {
    await ds?.destroy();
  });

  it("narrows a location's languages and lays overrides over the product's texts", async () => {
    const customers = new CustomersService(ds);
    const acme = await customers.createCustomer({ code: 'acme', name: 'Acme', locations: [{ code: 'west', name: 'W' }] });
    const overrides = new TranslationOverridesService(ds);
    const languages = new LanguagesService(ds, customers, overrides);
    await languages.seedLanguages(acme.id, [{ code: 'en', name: 'English', is_default: true }, { code: 'es', name: 'Español' }]);
    const west = await customers.findLocation(acme.id, 'west');
    await ds.getRepository(LocationEntity).update({ location_id: west!.location_id }, { address: '1 Main St', time_zone: 'America/Denver' });
    await ds.getRepository(LocationLanguageEntity).insert({ customer_id: acme.id, location_id: west!.location_id, language_code: 'es' });
    expect((await languages.list('acme', 'west')).map((l) => l.code)).toEqual(['es']);
    expect((await languages.list('acme', 'hq')).map((l) => l.code)).toEqual(['en', 'es']);
    expect((await customers.findLocation(acme.id, 'west'))?.time_zone).toBe('America/Denver');

    await languages.upsertTranslations(acme.id, 'es', { a: 'producto', b: 'otro' });
    const before = await languages.revision('acme');
    await ds.transaction((m) => overrides.apply(acme.id, [{ language: 'es', key: 'a', value: 'mío' }], m));
    expect(await languages.translationMap('acme', 'es')).toEqual({ a: 'mío', b: 'otro' });
    const overridden = await languages.revision('acme');
    expect(overridden).not.toEqual(before);
    await ds.transaction((m) => overrides.apply(acme.id, [{ language: 'es', key: 'a', value: 'mío 2' }], m));
    expect(await languages.revision('acme')).not.toEqual(overridden);
    await ds.transaction((m) => overrides.apply(acme.id, [{ language: 'es', key: 'a', value: null }], m));
    expect(await languages.translationMap('acme', 'es')).toEqual({ a: 'producto', b: 'otro' });
  });

  it('migrates down cleanly', async () => {
    // Later migrations (other features) are undone first, then this one.
    const executed = async () => ((await ds.query('SELECT name FROM migrations')) as { name: string }[]).map((m) => m.name);
    while ((await executed()).includes('LocationLanguages1798760000000')) {
      await ds.undoLastMigration();
    }
    const tables: { name: string }[] = await ds.query("SELECT name FROM sqlite_master WHERE type = 'table'");
    expect(tables.map((t) => t.name)).not.toContain('location_languages');
    expect(tables.map((t) => t.name)).not.toContain('translation_overrides');
    const columns: { name: string }[] = await ds.query("PRAGMA table_info('locations')");
    expect(columns.map((c) => c.name)).toEqual(['location_id', 'customer_id', 'location_code', 'name']);
  });
});
