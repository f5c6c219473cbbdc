import { MigrationInterface, QueryRunner, Table, type TableOptions } from 'typeorm';
import { migrationColumns } from '@attest/platform';

const { flag, int, pk, str, text, when } = migrationColumns;

const TABLES: TableOptions[] = [
  {
    name: 'edc_packages',
    columns: [pk('package_id'), int('customer_id'), str('name', 255, false), int('location_id', true), flag('active', 1), when('created_at'), when('updated_at')],
    indices: [{ name: 'ix_edc_packages_customer', columnNames: ['customer_id', 'active'] }],
  },
  {
    name: 'edc_package_templates',
    columns: [pk('id'), int('customer_id'), int('package_id'), int('template_id'), { name: 'sort_order', type: 'int', default: 0 }],
    indices: [{ name: 'ux_edc_package_templates', columnNames: ['package_id', 'template_id'], isUnique: true }],
  },
  {
    name: 'edc_sig_requests',
    columns: [
      pk('sig_request_id'), int('customer_id'), int('applicant_id'), int('user_id', true), str('external_id', 128), str('status', 16, false),
      when('setup_date'), when('last_activity_date', true), when('expiration_date', true), when('complete_date', true),
      int('second_signer_id', true), str('second_signer_status', 16), when('second_signer_last_activity', true), str('second_signer_external_id', 128),
      flag('self_assign_second_signer', 0), int('package_id', true), when('last_updated', true), when('last_reminder_date', true),
      flag('alert_when_complete', 0), flag('auto_generated', 0), str('external_system_id', 128), flag('sign_individually', 0),
      when('applicant_complete_date', true), when('original_complete_date', true), when('candidate_signed_date', true),
      flag('requires_pre_onboarding', 0), int('apl_everify_id', true), flag('is_correction', 0), flag('isolated_signing', 0), int('created_by', true),
    ],
    indices: [
      { name: 'ix_edc_sig_requests_applicant', columnNames: ['customer_id', 'applicant_id'] },
      { name: 'ix_edc_sig_requests_status', columnNames: ['customer_id', 'status'] },
    ],
  },
  {
    name: 'edc_sig_request_templates',
    columns: [
      pk('id'), int('customer_id'), int('sig_request_id'), int('template_id'), { name: 'template_sort_order', type: 'int', default: 0 },
      flag('form_complete', 0), str('upload_key', 512), when('uploaded_at', true),
    ],
    indices: [{ name: 'ux_edc_sig_request_templates', columnNames: ['sig_request_id', 'template_id'], isUnique: true }],
  },
  {
    name: 'edc_sig_request_events',
    columns: [pk('id'), int('customer_id'), int('sig_request_id'), str('event', 64, false), when('at'), str('ip', 64), str('user_agent', 512), str('actor', 128), text('meta')],
    indices: [{ name: 'ix_edc_sig_request_events_req', columnNames: ['sig_request_id', 'at'] }],
  },
  {
    name: 'edc_sign_failures',
    columns: [pk('id'), int('customer_id'), int('applicant_id', true), int('sig_request_id', true), str('name', 255), text('errors'), when('created_at')],
    indices: [{ name: 'ix_edc_sign_failures_customer', columnNames: ['customer_id', 'created_at'] }],
  },
  {
    name: 'edc_signed_documents',
    columns: [
      pk('id'), int('customer_id'), int('sig_request_id'), str('storage_key', 512, false), text('template_hashes'), str('sha256', 64, false),
      str('signer_name', 255), str('signature_kind', 16), when('signed_at'), when('created_at'),
    ],
    indices: [
      { name: 'ix_edc_signed_documents_req', columnNames: ['customer_id', 'sig_request_id'] },
      { name: 'ix_edc_signed_documents_sha', columnNames: ['sha256'] },
    ],
  },
];

/**
 * Onboarding documents (issue 5): packages, signature requests with their templates, the audit trail
 * of events, signing failures and signed documents. Template PDF storage keys already live on
 * edc_templates (pdf_storage_key, paper_sign_pdf_storage_key), so none are added here.
 */
export class CreateSignatureRequests1795800000000 implements MigrationInterface {
  name = 'CreateSignatureRequests1795800000000';

  async up(q: QueryRunner): Promise<void> {
    for (const t of TABLES) {
      await q.createTable(new Table(t), true);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [...TABLES].reverse()) {
      await q.dropTable(t.name, true);
    }
  }
}
