import { MigrationInterface, QueryRunner, Table, type TableColumnOptions } from 'typeorm';
import { migrationColumns as c } from '@attest/platform';

const dec = (name: string, precision: number, nullable: boolean): TableColumnOptions => ({ name, type: 'decimal', precision, scale: 2, isNullable: nullable, ...(nullable ? {} : { default: 0 }) });
const MONEY = ['gross_pay', 'total_taxes', 'total_deductions', 'total_benefits', 'net_pay', 'tax_fed', 'tax_ss', 'tax_medicare', 'state_tax', 'local_tax'];

/** Pay accounts (direct deposit), their settings and pay history (issue 18 "Pay"). */
export class CreatePay1798800000000 implements MigrationInterface {
  name = 'CreatePay1798800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'apl_pay_accounts',
        columns: [
          c.pk('id'), c.int('customer_id'), c.int('applicant_id'), c.str('account_type', 10, false), c.str('routing_number', 9, false),
          { name: 'account_number', type: 'text' }, c.str('bank_name', 100), c.str('institution_number', 3), c.str('disbursement_type', 10, false),
          dec('amount', 12, true), { name: 'priority', type: 'int', default: 0 }, c.when('updated'),
        ],
        indices: [{ name: 'ix_apl_pay_accounts_customer_applicant', columnNames: ['customer_id', 'applicant_id'] }],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'apl_pay_account_settings',
        columns: [c.pk('id'), c.int('customer_id'), c.int('applicant_id'), c.str('split_pay_type', 16, false), c.when('updated')],
        indices: [{ name: 'ux_apl_pay_account_settings_applicant', columnNames: ['customer_id', 'applicant_id'], isUnique: true }],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'apl_pay_history',
        columns: [
          c.pk('pay_id'), c.int('customer_id'), c.int('applicant_id'), c.str('check_date', 10), c.str('pay_type', 20), c.str('check_number', 30, false),
          ...MONEY.map((m) => dec(m, 12, false)),
          c.str('state_tax_name', 50), c.str('local_tax_name', 50), c.str('start_date', 10), c.str('end_date', 10), c.str('brn', 50),
          dec('sick_time', 8, true), dec('covid_leave', 8, true), dec('covid_positive_leave', 8, true), c.text('details'),
        ],
        indices: [{ name: 'ix_apl_pay_history_applicant_date', columnNames: ['customer_id', 'applicant_id', 'check_date'] }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('apl_pay_history', true);
    await q.dropTable('apl_pay_account_settings', true);
    await q.dropTable('apl_pay_accounts', true);
  }
}
