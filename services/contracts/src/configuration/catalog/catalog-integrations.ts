import { keysOf, RESERVED, type ConfigurationKeyDef } from './catalog-types';

const k = keysOf('integrations');

/** Integrations (applicant-side §9) and the integration settings the product reads. */
export const INTEGRATION_KEYS: readonly ConfigurationKeyDef[] = [
  k('boolean', 'enable_core_api_applicant_export', 'Applicants are exported through the core API.', RESERVED),
  k('boolean', 'disable_coreapi_apl_get_form', 'Forms are not fetched through the core API.', RESERVED),
  k('boolean', 'enable_core_order_workflow', 'Orders follow the core order workflow.', RESERVED),
  k('boolean', 'enable_applicant_search', 'Staff can search applicants in the ATS.', RESERVED),
  k('boolean', 'enable_company_typeahead_upgrade', 'Company fields suggest companies as you type.', RESERVED),
  k('boolean', 'enable_automation', 'Turns on automation rules.', RESERVED),
  k('boolean', 'enable_credential_file_ATS_sync_location', 'Credential files sync to the ATS by location.', RESERVED),
  k('boolean', 'enable_ATS_time_and_expense', 'Shows ATS time and expense.', RESERVED),
  k('boolean', 'enable_ATS_time_and_expense_iframe', 'ATS time and expense opens inside a frame.', RESERVED),
  k('json', 'bh_default_field_mappings', 'The default Bullhorn field mappings (JSON).', RESERVED),
  k('boolean', 'bh_enable_core_event_syncing', 'Bullhorn events sync through the core.', RESERVED),
  k('boolean', 'wotc_enabled', 'Applicants are screened for the Work Opportunity Tax Credit.'),
  k('enum', 'ats_adapter', 'The applicant tracking system adapter: the built-in simulator or the Bullhorn-style REST adapter.', { options: ['simulator', 'bullhorn'], default: 'simulator' }),
  k('boolean', 'ats_sync_enabled', 'Job orders are synced from the ATS every 15 minutes (changes only).'),
  k('boolean', 'DISABLE_SYNC_FROM_ATS', 'Changes sent or polled from the ATS are recorded but not applied to applicants (decision 0051).'),
  k('string', 'ats_bullhorn_base_url', 'The Bullhorn-style REST adapter\'s API address (https).'),
  k('string', 'ats_bullhorn_client_id', 'The Bullhorn-style REST adapter\'s OAuth client id.'),
  k('string', 'ats_bullhorn_client_secret', 'The Bullhorn-style REST adapter\'s OAuth client secret (stored encrypted).', { secret: true }),
  k('number', 'external_request_log_retention_days', 'Days an external request log entry is kept before the daily purge deletes it (1 to 365; empty: 30).', { min: 1, max: 365, default: '30' }),
  k('string', 'recruiter_tab_allowed_origins', 'The ATS addresses allowed to open the recruiter tab in a frame (space or comma separated).'),
];
