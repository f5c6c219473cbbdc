import { ACCOUNT_ADMIN_ES } from './account-admin.es';
import { APPLICANT_LIST_ES } from './applicant-list.es';
import { CONTENT_CHECKLISTS_ES } from './content-checklists.es';
import { CONTENT_PACKAGES_ES } from './content-packages.es';
import { CONTENT_TRANSFER_ES } from './content-transfer.es';
import { CONTENT_ADMIN_ES } from './content-admin.es';
import { COUNTRIES_ES } from './countries.es';
import { PORTAL_COMPLETE_ES } from './portal-complete.es';
import { PORTAL_CONTENT_ES } from './portal-content.es';
import { STATES_ES } from './states.es';
import { APPLICANT_RECORDS_ES } from './applicant-records.es';
import { DOCUMENTS_ES } from './documents.es';
import { EDOCS_ES } from './edocs.es';
import { EVERIFY_ES } from './everify.es';
import { ENTITY_CONFIG_ES } from './entity-configs';
import { FIELD_MESSAGES_ES } from './field-messages.es';
import { I9_ES } from './i9.es';
import { I9_EXPORTS_ALERTS_ES } from './i9-exports-alerts.es';
import { I9_STAFF_SCREENS_ES } from './i9-staff-screens.es';
import { I9_DOCUMENT_IMAGES_ES } from './i9-document-images.es';
import { I9_SECOND_SIGNER_ES } from './i9-second-signer.es';
import { I9_EVERIFY_TNC_ES } from './i9-everify-tnc.es';
import { I9_EVERIFY_LISTS_ES } from './i9-everify-lists.es';
import { I9_DOCUMENTS_CHOICE_ES } from './i9-documents-choice.es';
import { PORTAL_FRAME_ES } from './portal-frame.es';
import { PORTAL_NAVIGATION_ES } from './portal-navigation.es';
import { SIGNING_ANSWERS_ES } from './signing-answers.es';
import { INTEGRATIONS_ES } from './integrations.es';
import { INTEGRATIONS_ATS_ES } from './integrations-ats.es';
import { INTEGRATIONS_CONFIG_ES } from './integrations-config.es';
import { APPLICANT_ATS_SYNC_ES } from './applicant-ats-sync.es';
import { SECTIONS_ES } from './sections.es';
import { SIGN_IN_SECURITY_ES } from './sign-in-security.es';
import { SIGNUP_ES } from './signup.es';
import { STAFF_AUTH_ES } from './staff-auth.es';
import { STAFF_NAV_ES } from './staff-nav.es';
import { BULK_UPLOAD_ES } from './bulk-upload.es';
import { WIZARD_ES } from './wizard.es';
import { APPLICANT_DETAIL_ES } from './applicant-detail.es';
import { RECRUITER_TAB_ES } from './recruiter-tab.es';
import { TERMS_OF_SERVICE_ES } from './terms-of-service.es';
import { CONTENT_TEMPLATES_ES } from './content-templates.es';
import { CREDENTIALS_ES } from './credentials.es';
import { CREDENTIALS_UI_ES } from './credentials-ui.es';
import { TALENT_JOBS_ES } from './talent-jobs.es';
import { TALENT_SCREENS_ES } from './talent-screens.es';
import { TALENT_SURVEYS_REFERRALS_ES } from './talent-surveys-referrals.es';
import { CONTENT_BUILDER_ES } from './content-builder.es';
import { ACCOUNT_REPORTS_ES } from './account-reports.es';
import { ACCOUNT_LOCATIONS_ES } from './account-locations.es';
import { ACCOUNT_SETTINGS_ES } from './account-settings.es';
import { ACCOUNT_ACTIVITY_ES } from './account-activity.es';
import { SIGNING_FR } from './signing.fr';
import { PAY_ES } from './pay.es';
import { JOB_ADMIN_ES } from './job-admin.es';

/** Spanish for every applicant-portal label and message (issue 4), one file per feature. */
export const PORTAL_TRANSLATIONS_ES: Record<string, string> = {
  ...FIELD_MESSAGES_ES,
  ...APPLICANT_LIST_ES,
  ...PORTAL_FRAME_ES,
  ...SIGNING_ANSWERS_ES,
  ...SIGNUP_ES,
  ...WIZARD_ES,
  ...SECTIONS_ES,
  ...APPLICANT_RECORDS_ES,
  ...EDOCS_ES,
  ...INTEGRATIONS_ES,
  ...INTEGRATIONS_ATS_ES,
  ...INTEGRATIONS_CONFIG_ES,
  ...APPLICANT_ATS_SYNC_ES,
  ...ENTITY_CONFIG_ES,
  ...DOCUMENTS_ES,
  ...STAFF_AUTH_ES,
  ...ACCOUNT_ADMIN_ES,
  ...STAFF_NAV_ES,
  ...BULK_UPLOAD_ES,
  ...APPLICANT_DETAIL_ES,
  ...RECRUITER_TAB_ES,
  ...TERMS_OF_SERVICE_ES,
  ...CONTENT_TEMPLATES_ES,
  ...PAY_ES,
  ...CREDENTIALS_ES,
  ...CREDENTIALS_UI_ES,
  ...TALENT_JOBS_ES,
  ...TALENT_SCREENS_ES,
  ...TALENT_SURVEYS_REFERRALS_ES,
  ...JOB_ADMIN_ES,
  ...SIGN_IN_SECURITY_ES,
  ...I9_ES,
  ...I9_EXPORTS_ALERTS_ES,
  ...I9_STAFF_SCREENS_ES,
  ...I9_DOCUMENT_IMAGES_ES,
  ...I9_SECOND_SIGNER_ES,
  ...I9_DOCUMENTS_CHOICE_ES,
  ...EVERIFY_ES,
  ...I9_EVERIFY_TNC_ES,
  ...I9_EVERIFY_LISTS_ES,
  ...PORTAL_NAVIGATION_ES,
  ...PORTAL_COMPLETE_ES,
  ...PORTAL_CONTENT_ES,
  ...CONTENT_PACKAGES_ES,
  ...CONTENT_CHECKLISTS_ES,
  ...CONTENT_BUILDER_ES,
  ...CONTENT_TRANSFER_ES,
  ...ACCOUNT_REPORTS_ES,
  ...CONTENT_ADMIN_ES,
  ...COUNTRIES_ES,
  ...STATES_ES,
  ...ACCOUNT_LOCATIONS_ES,
  ...ACCOUNT_SETTINGS_ES,
  ...ACCOUNT_ACTIVITY_ES,
};

/** French, for the e-signature pages only (issue 17, decision 0037): other pages show English in French. */
export const PORTAL_TRANSLATIONS_FR: Record<string, string> = {
  ...SIGNING_FR,
};

export { ENTITY_CONFIG_EN as PORTAL_TRANSLATIONS_EN } from './entity-configs';
