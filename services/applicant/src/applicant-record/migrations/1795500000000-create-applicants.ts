import { MigrationInterface, QueryRunner, Table, TableColumnOptions } from 'typeorm';

const str = (name: string, length: number, nullable = true): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: nullable });
const int = (name: string, nullable = false): TableColumnOptions => ({ name, type: 'int', isNullable: nullable });
const flag = (name: string, def: number): TableColumnOptions => ({ name, type: 'tinyint', default: def });
const pk = (name: string): TableColumnOptions => ({ name, type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' });

export class CreateApplicants1795500000000 implements MigrationInterface {
  name = 'CreateApplicants1795500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'applicants',
        columns: [
          pk('applicant_id'), int('customer_id'), int('location_id', true),
          str('first_name', 100), str('middle_name', 100), str('last_name', 100), str('previous_names', 255), str('email', 254, false),
          str('address1', 255), str('address2', 255), str('city', 100), str('state', 8), str('zip', 10), str('county', 100), str('country', 8),
          str('mobile_phone', 32), str('home_phone', 32), str('work_phone', 32), str('other_phone', 32), str('contact_method', 32),
          str('username', 254), str('password_hash', 255), { name: 'failed_login_count', type: 'int', default: 0 },
          { name: 'last_activity_date', type: 'datetime', isNullable: true }, { name: 'date_registered', type: 'datetime' },
          flag('active', 1), flag('locked', 0), str('source', 64), int('child_customer_id', true),
          { name: 'last_updated', type: 'datetime' }, flag('verified', 0), flag('opt_in_email', 0), flag('opt_in_text', 0),
          int('home_location', true), int('requester_id', true), str('language', 16), str('time_zone', 64),
          str('application_status', 32), str('current_application_status', 32),
        ],
        indices: [
          { name: 'ux_applicants_customer_email', columnNames: ['customer_id', 'email'], isUnique: true },
          { name: 'ix_applicants_customer_last_name', columnNames: ['customer_id', 'last_name'] },
        ],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'applicant_fed_tax',
        columns: [
          { name: 'applicant_id', type: 'int', isPrimary: true }, int('customer_id'),
          str('fed_filing_status', 32), str('fed_tax_allowances', 16), str('fed_tax_add_withholdings', 16), str('fed_tax_exempt', 8),
          str('fed_id', 255), flag('fed_id_not_required', 0), str('date_of_birth', 10), str('last_i9_signed_date', 10),
        ],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'applicant_eeoc',
        columns: [
          { name: 'applicant_id', type: 'int', isPrimary: true }, int('customer_id'),
          str('gender', 32), str('ethnicity', 64), str('veteran', 16), str('disability', 16), str('disabled_veteran', 16),
          str('medal_winner', 16), str('other_veteran', 16), str('recently_separated', 16),
        ],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'applicant_admissions',
        columns: [
          pk('admission_id'), int('applicant_id'), int('customer_id'), str('convicted', 8), str('conviction_date', 10),
          str('crime', 255), str('court_name', 255), str('sentence', 255), { name: 'other_info', type: 'text', isNullable: true },
        ],
        indices: [{ name: 'ux_applicant_admissions_applicant', columnNames: ['applicant_id'], isUnique: true }],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'applicant_alt_ids',
        columns: [pk('id'), int('applicant_id'), int('customer_id'), str('alt_id_value', 128, false)],
        indices: [{ name: 'ix_applicant_alt_ids_applicant', columnNames: ['customer_id', 'applicant_id'] }],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'applicant_props',
        columns: [
          pk('id'), int('applicant_id'), int('customer_id'), str('code', 64, false),
          { name: 'state', type: 'varchar', length: '2', default: "''" }, { name: 'value', type: 'text', isNullable: true },
        ],
        indices: [{ name: 'ux_applicant_props_key', columnNames: ['applicant_id', 'state', 'code'], isUnique: true }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['applicant_props', 'applicant_alt_ids', 'applicant_admissions', 'applicant_eeoc', 'applicant_fed_tax', 'applicants']) {
      await q.dropTable(t, true);
    }
  }
}
