import type { AppConfig } from '@attest/platform';
import { client, startTestApp, type TestApp } from '@attest/platform/testing';
import { seedDemo } from '../seed-demo';
import { ServerModule } from '../../server.module';
import { PORTAL_TRANSLATIONS_FR } from './index';

jest.setTimeout(120_000);

/** The demo customer offers French, and the portal's translations endpoint serves the e-sign pages' French (decision 0037). */
describe('French for the demo customer (issue 17)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp((config: AppConfig) => ServerModule.forRoot(config) as never);
    await seedDemo(t.app);
  });
  afterAll(async () => t?.close());

  it("lists Français among acme's languages, after English and Spanish", async () => {
    const languages = (await client(t.baseUrl)('GET', '/api/v1/languages/acme/hq')).body as { code: string; name: string; is_default: boolean }[];
    expect(languages.map((l) => [l.code, l.name, l.is_default])).toEqual([
      ['en', 'English', true],
      ['es', 'Español', false],
      ['fr', 'Français', false],
    ]);
  });

  it('serves every French value of the e-sign pages as the customer translations in fr, Spanish staying Spanish', async () => {
    const call = client(t.baseUrl);
    const french = (await call('GET', '/api/v1/customerContext/acme/translations?lang=fr')).body as Record<string, string>;
    expect(french).toMatchObject(PORTAL_TRANSLATIONS_FR);
    expect(french.sign_your_documents).toBe('Signez vos documents');
    const spanish = (await call('GET', '/api/v1/customerContext/acme/translations?lang=es')).body as Record<string, string>;
    expect(spanish.sign_your_documents).toBe('Firme sus documentos');
  });

  it('writes the French again without duplicates when the seed runs a second time (an existing acme)', async () => {
    await seedDemo(t.app);
    const french = (await client(t.baseUrl)('GET', '/api/v1/customerContext/acme/translations?lang=fr')).body as Record<string, string>;
    expect(Object.keys(french).sort()).toEqual(Object.keys(PORTAL_TRANSLATIONS_FR).sort());
  });
});
