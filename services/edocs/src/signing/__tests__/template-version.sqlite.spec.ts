import { DataSource } from 'typeorm';
import { applicantDataParts } from '@attest/applicant';
import { formsDataParts } from '@attest/forms';
import { mergeDataParts, platformDataParts } from '@attest/platform';
import { edocsDataParts } from '../../edocs-data';

// The embedded default runs on SQLite: the request's template version column is added there too.
describe('signature request template version on SQLite', () => {
  it('adds edc_sig_request_templates.template_version (nullable) and removes it on the way down', async () => {
    const ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', ...mergeDataParts(platformDataParts, applicantDataParts, formsDataParts, edocsDataParts) });
    await ds.initialize();
    try {
      await ds.runMigrations();
      const columns = async () => ((await ds.query('PRAGMA table_info(edc_sig_request_templates)')) as { name: string; notnull: number }[]);
      expect((await columns()).find((c) => c.name === 'template_version')).toMatchObject({ notnull: 0 });
      const versions = (await ds.query('PRAGMA table_info(edc_template_versions)')) as { name: string }[];
      expect(versions.map((c) => c.name)).toEqual(['id', 'customer_id', 'template_id', 'version', 'snapshot', 'source', 'created_by', 'created_at']);
      // Undo migrations down to (and including) the column: it goes, the table stays usable.
      const executed = (await ds.query('SELECT name FROM migrations ORDER BY id DESC')) as { name: string }[];
      for (const m of executed) {
        await ds.undoLastMigration();
        if (m.name === 'AddSigRequestTemplateVersion1798720001000') {
          break;
        }
      }
      expect((await columns()).map((c) => c.name)).not.toContain('template_version');
    } finally {
      await ds.destroy();
    }
  });
});
