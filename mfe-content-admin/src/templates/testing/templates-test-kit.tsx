// Test-only: a real HTTP server answering the template-admin API, and a render with the shell's providers.
import type { ReactElement } from 'react';
import type http from 'node:http';
import { configure, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Permission, StaffAccessDto } from '@attest/contracts';
import { createAppStore, ModalProvider, ROUTER_FUTURE, setStaffSession, ToastProvider } from '@attest/shared-ui';
import { sendJson, setDocumentUrl, startLocalServer, type LocalServer, type RecordedRequest } from '@attest/shared-ui/testing/local-server';
import type { TemplateEditModel, TemplateListItem, TemplatePage } from '../api/template-types';

export const CUSTOMER_ID = 3;

export const HANDBOOK: TemplateListItem = {
  template_id: 41,
  template_type_id: 8,
  name: 'Handbook acknowledgement',
  desc: null,
  external_id: null,
  directive: '',
  active: true,
  validated: false,
  category: 'Onboarding',
  tags: ['policy'],
  has_pdf: true,
  has_paper_sign_pdf: false,
  field_count: 1,
  sort_order: 0,
  updated_at: '2026-01-05T10:00:00.000Z',
  validity: { valid: false, reason: 'not_validated_and_missing_external_id' },
};

export const UPLOAD: TemplateListItem = {
  ...HANDBOOK,
  template_id: 42,
  template_type_id: 16,
  name: 'Upload your licence',
  category: null,
  tags: [],
  validity: { valid: true, reason: 'type_always_valid' },
};

export const PAGE: TemplatePage = { items: [HANDBOOK, UPLOAD], total: 60, page: 1, take: 25, invalid_count: 1, categories: ['Onboarding'], tags: ['policy'] };

export const EDIT_MODEL: TemplateEditModel = {
  template: {
    template_id: 41, customer_id: CUSTOMER_ID, template_type_id: 8, template_sort_order: 0, external_id: null, name: 'Handbook acknowledgement',
    desc: null, second_sig_flag: false, second_sig_template_id: null, directive: '', active: true, hide_from_applicant: false, sort_order: 0,
    downloadable: false, blueprint_id: null, edit_url: null, require_fed_id: false, isolated_signing: false, validated: false, validation_info: null,
    params: { mustCompleteToContinue: true, custom: 'kept' }, category: 'Onboarding', tags: ['policy'], has_pdf: true, has_paper_sign_pdf: false,
    field_count: 1, created_at: '2026-01-01T10:00:00.000Z', updated_at: '2026-01-05T10:00:00.000Z', validity: { valid: false, reason: 'not_validated_and_missing_external_id' },
  },
  template_types: [{ id: 4, name: 'EMPLOYER' }, { id: 8, name: 'ACKS' }, { id: 16, name: 'FILE_UPLOAD' }],
  form_params: [
    { name: 'mustCompleteToContinue', kind: 'boolean', descriptionKey: 'form_param_must_complete', description: 'The applicant must complete this form before moving on to the next one.' },
    { name: 'iframeUrl', kind: 'string', descriptionKey: 'form_param_iframe_url', description: 'For iframe templates: the page shown in the frame.' },
    { name: 'pollingInterval', kind: 'number', descriptionKey: 'form_param_polling_interval', description: 'Seconds between checks.' },
    { name: 'dynamicParams', kind: 'object', descriptionKey: 'form_param_dynamic_params', description: 'Named values passed to the outside page.' },
  ],
  second_sig_templates: [{ template_id: 42, name: 'Upload your licence' }],
};

export interface FakeApi {
  permissions: Permission[];
  handle?: (req: RecordedRequest, res: http.ServerResponse) => boolean;
}

export const fakeApi: FakeApi = { permissions: [] };

const me = (): StaffAccessDto => ({ user_id: 1, customer_id: CUSTOMER_ID, full_name: 'Admin', email: 'admin@example.com', permissions: fakeApi.permissions, location_ids: null, mfa_enabled: false });

/**
 * The fake API for a whole spec file with the document at `/acme/hq/<path>`; before each test no recorded
 * requests, a signed-in staff user and the given permissions. Returns the requests the page made.
 */
export function serveFakeTemplatesApi(path: string): () => RecordedRequest[] {
  jest.setTimeout(30_000);
  configure({ asyncUtilTimeout: 5_000 });
  let server: LocalServer;
  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      if (fakeApi.handle?.(req, res)) {
        return;
      }
      if (req.method === 'GET' && req.url.split('?')[0] === '/api/v1/users/me') {
        sendJson(res, 200, me());
      } else {
        sendJson(res, 404, { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} });
      }
    });
    setDocumentUrl(`${server.origin}/acme/hq/${path}`);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    fakeApi.handle = undefined;
    window.sessionStorage.clear();
    setStaffSession({ access_token: 'staff-token', user_id: 1, customer_id: CUSTOMER_ID, customer_code: 'acme' });
  });
  return () => server.requests;
}

/** Renders `element` at `/acme/hq/<path>` inside the store, toasts, dialogs and a router (like the shell). */
export function renderTemplatesPage(path: string, element: ReactElement, routePath = path) {
  return render(
    <Provider store={createAppStore()}>
      <ToastProvider>
        <ModalProvider>
          <MemoryRouter initialEntries={[`/acme/hq/${path}`]} future={ROUTER_FUTURE}>
            <Routes>
              <Route path={`:customerCode/:locationCode/${routePath}`} element={element} />
            </Routes>
          </MemoryRouter>
        </ModalProvider>
      </ToastProvider>
    </Provider>,
  );
}
