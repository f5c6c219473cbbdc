import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { DataSource } from 'typeorm';
import { applicantDataParts } from '@attest/applicant';
import { identityDataParts } from '@attest/identity';
import { ExportRecordEntity, ExportRecordsService, LocalDiskStorage, mergeDataParts, platformDataParts } from '@attest/platform';
import { AlertEntity } from '../../alerts/entities/alert.entity';
import { ExpireExportsProcessor } from '../../exports/expire-exports.processor';
import { reportingDataParts } from '../../reporting-data';
import { ScheduleEntity } from '../entities/schedule.entity';

// The embedded `npm start` runs on SQLite: the alerts, schedules and exports tables must work there too
// (MariaDB is covered by the integration specs).
describe('alerts, schedules and exports tables on SQLite', () => {
  let ds: DataSource;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'attest-exports-'));
  beforeAll(async () => {
    ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', ...mergeDataParts(platformDataParts, identityDataParts, applicantDataParts, reportingDataParts) });
    await ds.initialize();
    await ds.runMigrations();
  });
  afterAll(async () => {
    await ds?.destroy();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('stores alerts and schedules', async () => {
    const now = new Date();
    const alert = await ds.getRepository(AlertEntity).save({ customer_id: 1, type: 14, status: 0, entity_id: null, user_id: 9, applicant_id: null, message_key: 'x', message_params: '{"a":1}', date_created: now });
    expect(alert.alert_id).toBeGreaterThan(0);
    const schedule = await ds.getRepository(ScheduleEntity).save({ customer_id: 1, name: 'n', kind: 'reminder', model: null, filter: null, message: 'm', cron: '0 7 * * 1', time_zone: 'UTC', active: 1, created_by: 9, created_at: now, updated_at: now, last_run_at: null, last_run_status: null, last_run_export_id: null });
    expect((await ds.getRepository(ScheduleEntity).findOneByOrFail({ id: schedule.id })).active).toBe(1);
  });

  it('records an export from queued to done, and the expiry removes its file', async () => {
    const records = new ExportRecordsService(ds);
    const storage = new LocalDiskStorage(root, 'secret');
    const exportId = '11111111-1111-4111-8111-111111111111';
    await records.queued({ exportId, customerId: 1, userId: 9, jobName: 'export-applicants', filter: { statuses: ['COMPLETE'], term: 'ada', locations: [] } });
    await records.running(exportId);
    await storage.put('exports/1/a.csv', Buffer.from('a\n'));
    await records.done(exportId, { key: 'exports/1/a.csv', filename: 'applicants.csv', rows: 1 });
    const row = await ds.getRepository(ExportRecordEntity).findOneByOrFail({ export_id: exportId });
    expect(row).toMatchObject({ status: 'done', model: 'applicants', row_count: 1, file_key: 'exports/1/a.csv', filter_summary: JSON.stringify({ statuses: ['COMPLETE'], term: '(set)' }) });
    const expire = new ExpireExportsProcessor(ds, storage);
    expect(await expire.handle()).toEqual({ expired: 0 });
    expect(await expire.handle(undefined, undefined, new Date(Date.now() + 8 * 24 * 3600 * 1000))).toEqual({ expired: 1 });
    expect(await storage.exists('exports/1/a.csv')).toBe(false);
    expect((await ds.getRepository(ExportRecordEntity).findOneByOrFail({ export_id: exportId })).status).toBe('expired');
  });

  it('undoes its migrations', async () => {
    const mine = (name: string) => /AdmAlerts|AdmSchedules|AdmExports/.test(name);
    const applied = ((await ds.query('SELECT name FROM migrations ORDER BY id DESC')) as { name: string }[]).map((m) => m.name);
    // Undo down to (and including) the earliest of ours; the later ones of others are re-applied after.
    const depth = applied.findIndex((n) => n.startsWith('CreateAdmExports')) + 1;
    for (let i = 0; i < depth; i += 1) {
      await ds.undoLastMigration();
    }
    const tables = ((await ds.query("SELECT name FROM sqlite_master WHERE type = 'table'")) as { name: string }[]).map((t) => t.name);
    expect(tables.filter((t) => ['adm_alerts', 'adm_alert_channels', 'adm_schedules', 'adm_exports'].includes(t))).toEqual([]);
    await ds.runMigrations();
    expect(applied.filter(mine)).toHaveLength(3);
  });
});
