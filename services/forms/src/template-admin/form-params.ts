import type { DynamicParamDefinition, FormParamDefinition } from '@attest/contracts';

/** The form parameters of spec staff-side §3, each with what it does (shown on the edit page). */
export const FORM_PARAMS: readonly FormParamDefinition[] = [
  { name: 'mustCompleteToContinue', kind: 'boolean', descriptionKey: 'form_param_must_complete', description: 'The applicant must complete this form before moving on to the next one.' },
  { name: 'requireConfirmationCode', kind: 'boolean', descriptionKey: 'form_param_require_confirmation_code', description: 'The form asks for a confirmation code before it can be submitted.' },
  { name: 'iframeUrl', kind: 'string', descriptionKey: 'form_param_iframe_url', description: 'For iframe templates: the page shown in the frame. May use the dynamic parameters in braces, e.g. {applicant_id}.' },
  { name: 'pollingInterval', kind: 'number', descriptionKey: 'form_param_polling_interval', description: 'For iframe templates: seconds between checks whether the outside page is done.' },
  { name: 'pollingResource', kind: 'string', descriptionKey: 'form_param_polling_resource', description: 'For iframe templates: the resource asked while polling.' },
  { name: 'systemAdapter', kind: 'string', descriptionKey: 'form_param_system_adapter', description: 'The integration adapter that handles this form.' },
  { name: 'redirectMssgTranslationKey', kind: 'string', descriptionKey: 'form_param_redirect_message', description: 'Translation key of the message shown before the applicant is sent to another page.' },
  { name: 'cannotIframe', kind: 'boolean', descriptionKey: 'form_param_cannot_iframe', description: 'The outside page refuses to be framed: it opens in a new window instead.' },
  { name: 'dynamicParams', kind: 'object', descriptionKey: 'form_param_dynamic_params', description: 'Named values passed to the outside page, each a text that may use the dynamic parameters.' },
];

/** The names a template's iframeUrl and dynamicParams may use as `{name}` (GET /api/v1/templates/dynamic-params). */
export const DYNAMIC_PARAMS: readonly DynamicParamDefinition[] = [
  { name: 'applicant_id', descriptionKey: 'dynamic_param_applicant_id', description: "The applicant's id." },
  { name: 'customer_id', descriptionKey: 'dynamic_param_customer_id', description: "The customer's id." },
  { name: 'customer_code', descriptionKey: 'dynamic_param_customer_code', description: "The customer's code, as in page addresses." },
  { name: 'location_code', descriptionKey: 'dynamic_param_location_code', description: "The code of the applicant's location." },
  { name: 'first_name', descriptionKey: 'dynamic_param_first_name', description: "The applicant's first name." },
  { name: 'last_name', descriptionKey: 'dynamic_param_last_name', description: "The applicant's last name." },
  { name: 'email', descriptionKey: 'dynamic_param_email', description: "The applicant's email address." },
  { name: 'sig_request_id', descriptionKey: 'dynamic_param_sig_request_id', description: 'The signature request the form is part of.' },
  { name: 'template_id', descriptionKey: 'dynamic_param_template_id', description: "The template's id." },
  { name: 'language', descriptionKey: 'dynamic_param_language', description: "The applicant's language code (en, es)." },
];

/** Template type names (spec §3 table). */
export const TEMPLATE_TYPES: readonly { id: number; name: string }[] = [
  { id: 1, name: 'FEDERAL' }, { id: 2, name: 'STATE' }, { id: 3, name: 'LOCAL' }, { id: 4, name: 'EMPLOYER' }, { id: 5, name: 'CLIENT' },
  { id: 6, name: 'FCRA' }, { id: 7, name: 'OFFER' }, { id: 8, name: 'ACKS' }, { id: 9, name: 'ACA' }, { id: 10, name: 'ONLINE_APP' },
  { id: 11, name: 'PRE_SCREEN' }, { id: 12, name: 'INTERVIEW' }, { id: 15, name: 'ASSESSMENT' }, { id: 16, name: 'FILE_UPLOAD' },
  { id: 17, name: 'PAPER_SIGN' }, { id: 18, name: 'IFRAME' }, { id: 19, name: 'PREONBOARDING_IFRAME' },
];
