import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { DataSource } from 'typeorm';
import { applicantDataParts } from '@attest/applicant';
import { BlueprintEntity, formsDataParts, readTemplateContents } from '@attest/forms';
import { LocalDiskStorage, mergeDataParts, platformDataParts } from '@attest/platform';
import { edocsDataParts } from '../../edocs-data';
import { readPackages } from '../package-content';
import { BUNDLE_FORMAT, BUNDLE_VERSION, signBundle, verifyBundle } from '../transfer-bundle';
import { applyBundle } from '../transfer-plan';
import { contentSnapshot, describeTemplate, makePackage, makeTemplate } from './transfer-kit';

const KEY = Buffer.alloc(32, 7);

// The embedded default runs on SQLite: the blueprint migration and a whole transfer must work there too.
describe('blueprints and bulk transfer on SQLite', () => {
  let ds: DataSource;
  let dir: string;
  let storage: LocalDiskStorage;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attest-transfer-'));
    storage = new LocalDiskStorage(dir, 'secret');
    ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', ...mergeDataParts(platformDataParts, applicantDataParts, formsDataParts, edocsDataParts) });
    await ds.initialize();
    await ds.runMigrations();
  });
  afterAll(async () => {
    await ds?.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('creates the blueprint tables', async () => {
    const saved = await ds.getRepository(BlueprintEntity).save({ customer_id: 1, name: 'Blueprint', options: null, created_at: new Date() });
    expect(saved.id).toBeGreaterThan(0);
    expect(await ds.query('SELECT COUNT(*) AS n FROM frm_blueprint_customers')).toEqual([{ n: 0 }]);
  });

  it('applies a signed bundle to another customer, and a second time changes nothing', async () => {
    const a = await makeTemplate(ds, 1, 'SQ Offer', { externalId: 'SQ-1', pdf: { storage, bytes: Buffer.from('%PDF-1.4 sqlite') }, tags: ['x'] });
    const b = await makeTemplate(ds, 1, 'SQ Policy');
    const p = await makePackage(ds, 1, 'SQ Package', [a, b], ['t']);
    const { packages, templateIds } = await readPackages(ds, 1, [p]);
    const templates = await readTemplateContents(ds, storage, 1, templateIds, true);
    const bundle = verifyBundle(
      JSON.stringify(signBundle({ format: BUNDLE_FORMAT, version: BUNDLE_VERSION, created_at: new Date().toISOString(), source: { environment: 'Test', customer_id: 1, customer_name: null }, templates: templates.map((t) => t.content), packages }, KEY)),
      KEY,
    );
    const progress: number[] = [];
    const first = await applyBundle(ds, storage, 2, bundle, async (n) => void progress.push(n));
    expect(first.model.summary).toEqual({ templates: { new: 2, changed: 0, same: 0, conflict: 0 }, packages: { new: 1, changed: 0, same: 0, conflict: 0 } });
    expect(progress.at(-1)).toBe(99);
    expect(await describeTemplate(ds, 2, 'SQ Offer')).toEqual(await describeTemplate(ds, 1, 'SQ Offer'));
    const before = await contentSnapshot(ds, 2);
    const second = await applyBundle(ds, storage, 2, bundle, async () => undefined);
    expect(second.model.changes).toBe(false);
    expect(await contentSnapshot(ds, 2)).toEqual(before);
  });
});
