// Test-only: the answers a wizard screen needs, with a stored application status that PUT changes.
import type { ApplicationStatus } from '@attest/contracts';
import { configAnswer, type Handlers } from './portal-test-kit';

export interface WizardServerState {
  status: ApplicationStatus | null;
  config: Record<string, string>;
  checklists: unknown[];
  wotcEnabled: boolean;
  forms: { template_id: number; template_type_id: number; name: string }[];
}

export const APPLICANT = {
  applicant_id: 42,
  customer_id: 7,
  first_name: 'Ana',
  middle_name: null,
  last_name: 'Lopez',
  previous_names: null,
  email: 'ana@example.com',
  mobile_phone: '555-123-4567',
  home_phone: null,
  address1: '1 Main St',
  address2: null,
  city: 'Helena',
  state: 'MT',
  zip: '59601',
  country: 'US',
  fed_tax: null,
  eeoc: null,
  admission: null,
  props: {},
  state_props: {},
};

export function wizardHandlers(state: WizardServerState): Handlers {
  return {
    'GET /api/v1/configurations': () => configAnswer(state.config),
    'GET /api/v1/applicants/application-status': () =>
      state.status === null
        ? { status: 404, body: { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} } }
        : { body: { applicant_id: 42, status: state.status, start_date: '2025-01-02', last_modified: '2025-01-02', location: null, next_section: { key: 'x', label: 'x' } } },
    'PUT /api/v1/applicants/application-status': (req) => {
      state.status = (JSON.parse(req.body) as { current_application_status: ApplicationStatus }).current_application_status;
      return { body: { applicant_id: 42, status: state.status, start_date: '2025-01-02', last_modified: '2025-01-03', location: null, next_section: { key: 'x', label: 'x' } } };
    },
    'GET /api/v1/ApplicantSkillChecklist': () => ({ body: state.checklists }),
    'GET /api/v1/wotc/status': () => ({ body: { status: null, order_id: null, survey_url: null, error_code: null, enabled: state.wotcEnabled } }),
    'GET /api/v1/Applicants/SignatureRequests/forms': () => ({ body: state.forms }),
    'GET /api/v1/properties': { body: { props: {}, state_props: {} } },
    'PATCH /api/v1/properties/multi': { body: { saved: 2 } },
    'GET /api/v2/customers/7/applicants/42': { body: APPLICANT },
    'GET /api/v2/customers/7/applicants/42/emergencycontacts': { body: [] },
    'GET /api/v2/customers/7/applicants/42/licenses': { body: [] },
    'GET /api/v2/customers/7/aplreference/forapplicant/42': { body: [] },
  };
}

export const defaultWizardState = (over: Partial<WizardServerState> = {}): WizardServerState => ({
  status: 'SIGNUP',
  config: {},
  checklists: [],
  wotcEnabled: false,
  forms: [],
  ...over,
});
