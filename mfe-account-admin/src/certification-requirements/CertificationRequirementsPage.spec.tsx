/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeApi, renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../testing/account-admin-test-kit';
import { remoteRoutes } from '../routes';
import type { CertEvent, RequirementConfig } from './certification-requirements-api';
import { CertificationRequirementsPage } from './CertificationRequirementsPage';

const requests = serveFakeAccountAdminApi('admin/certification-requirements');

const NAMES: Record<number, string> = { 1: 'EXPIRED', 2: 'EXPIRING_SOON', 3: 'INCOMPLETE', 4: 'INVALID', 5: 'NEEDS_REVIEW', 6: 'COMPLETE' };
const ACTIONS: Record<number, string> = { 1: 'RESEND_TASK', 2: 'SEND_TASK', 3: 'UPDATE_STATUS_IN_ATS' };
const ev = (status: number, actions: number[]): CertEvent => ({ id: status, status: { id: status, status: NAMES[status] }, actions: actions.map((a) => ({ id: a, type: { id: a, type: ACTIONS[a] } })) });
const SPEC_DEFAULT = [ev(1, [1]), ev(2, [1]), ev(3, [2]), ev(4, [1]), ev(5, []), ev(6, [3])];

let configs: RequirementConfig[] = [];
let automation: CertEvent[] = SPEC_DEFAULT;
let saveAnswer: { status: number; body: unknown } | null = null;

function serve(permissions = [PERMISSIONS.ACCOUNT_READ, PERMISSIONS.ACCOUNT_MANAGE]): void {
  resetFakeApi(permissions);
  fakeApi.handle = (req, res) => {
    const path = req.url.split('?')[0];
    if (req.method === 'GET' && path === '/api/v1/locations') {
      sendJson(res, 200, [{ location_id: 1, location_code: 'hq', name: 'Headquarters', address: null, time_zone: null, languages: [] }, { location_id: 2, location_code: 'west', name: 'West', address: null, time_zone: null, languages: [] }]);
    } else if (req.method === 'GET' && path === '/api/v1/credentials') {
      sendJson(res, 200, [{ credential_id: 5, name: 'RN License', alt_id: 'RN', description: null, requires_expiration: true, has_back: true, active: true }, { credential_id: 6, name: 'Old badge', alt_id: null, description: null, requires_expiration: false, has_back: false, active: false }]);
    } else if (req.method === 'GET' && path === '/api/v1/CertificationRequirementConfiguration') {
      const loc = new URL(req.url, 'http://x').searchParams.get('customer_location_id');
      sendJson(res, 200, configs.filter((c) => !loc || c.customer_location_id === null || c.customer_location_id === Number(loc)));
    } else if (req.method === 'GET' && path === '/api/v1/CertificationRequirementConfiguration/invalid') {
      sendJson(res, 200, configs.filter((c) => c.invalid.length));
    } else if (req.method === 'POST' && path === '/api/v1/CertificationRequirementConfiguration') {
      if (saveAnswer) {
        sendJson(res, saveAnswer.status, saveAnswer.body);
        return true;
      }
      const body = JSON.parse(req.body) as { customer_location_id: number | null; entity_type: string; entity_id: number; credential_id: number };
      const row: RequirementConfig = { id: 30 + configs.length, ...body, events: automation, credentialAltId: 'RN', credentialName: 'RN License', entityName: null, invalid: [] };
      configs = [...configs, row];
      sendJson(res, 200, row);
    } else if (req.method === 'DELETE' && path.startsWith('/api/v1/CertificationRequirementConfiguration/')) {
      configs = configs.filter((c) => `/api/v1/CertificationRequirementConfiguration/${c.id}` !== path);
      res.writeHead(204);
      res.end();
    } else if (req.method === 'GET' && path === '/api/v1/CredentialAutomationConfiguration/default') {
      sendJson(res, 200, automation);
    } else if (req.method === 'POST' && path === '/api/v1/CredentialAutomationConfiguration/default') {
      const body = JSON.parse(req.body) as { events?: { status_id: number; action_ids: number[] }[] };
      automation = body.events ? body.events.map((e) => ev(e.status_id, e.action_ids)) : SPEC_DEFAULT;
      sendJson(res, 200, automation);
    } else {
      return false;
    }
    return true;
  };
}

const renderPage = () => renderAdminPage('admin/certification-requirements', <CertificationRequirementsPage />);

describe('CertificationRequirementsPage (admin/certification-requirements)', () => {
  beforeEach(() => {
    automation = SPEC_DEFAULT;
    saveAnswer = null;
    configs = [
      { id: 1, customer_location_id: null, entity_type: 'job', entity_id: 7, credential_id: 6, events: SPEC_DEFAULT, credentialAltId: null, credentialName: 'Old badge', entityName: 'Forklift driver', invalid: [
        { messageKey: 'cert_invalid_credential', params: { id: 6 }, label: 'Invalid Credential: 6. Inactive or Missing Alt ID.' },
        { messageKey: 'cert_invalid_entity', params: { entityType: 'Job' }, label: 'Invalid Job. Inactive or not visible to Applicant.' },
      ] },
      { id: 2, customer_location_id: 2, entity_type: 'category', entity_id: 3, credential_id: 5, events: [ev(1, [1])], credentialAltId: 'RN', credentialName: 'RN License', entityName: null, invalid: [] },
    ];
  });

  it('is a staff page with a nav entry', () => {
    expect(remoteRoutes.routes.find((r) => r.path === 'admin/certification-requirements')?.permission).toBe(PERMISSIONS.ACCOUNT_READ);
    expect(remoteRoutes.nav?.find((n) => n.path === 'admin/certification-requirements')).toMatchObject({ labelKey: 'nav_certification_requirements' });
  });

  it('lists the configurations per location with their credential and entity, and the invalid list with the spec\'s two labels as they are', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Configurations' });
    const first = within(table).getByText('Job Forklift driver').closest('tr') as HTMLElement;
    expect(first).toHaveTextContent('Every location');
    expect(first).toHaveTextContent('Old badge');
    const second = within(table).getByText('RN License (RN)').closest('tr') as HTMLElement;
    await waitFor(() => expect(second).toHaveTextContent('West'));
    expect(second).toHaveTextContent('Category #3');
    expect(second).toHaveTextContent('Expired: Resend task');
    const invalid = screen.getByRole('list', { name: 'Invalid configurations' });
    await waitFor(() => expect(within(invalid).getAllByRole('listitem')).toHaveLength(2));
    expect(within(invalid).getByText('Invalid Credential: 6. Inactive or Missing Alt ID.')).toBeInTheDocument();
    expect(within(invalid).getByText('Invalid Job. Inactive or not visible to Applicant.')).toBeInTheDocument();

    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Location' })[0], 'Headquarters');
    await waitFor(() => expect(screen.getByRole('table', { name: 'Configurations' })).not.toHaveTextContent('RN License'));
    expect(requests().some((r) => r.url === '/api/v1/CertificationRequirementConfiguration?customer_location_id=1')).toBe(true);
  });

  it('creates a configuration for a location and entity with a credential (a refusal keeps the choice), and deletes one', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New requirement' }));
    const form = screen.getByRole('form', { name: 'New requirement' });
    await waitFor(() => expect(within(form).getAllByRole('option', { name: 'West' })).toHaveLength(1));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Location' }), 'West');
    await user.type(within(form).getByRole('textbox', { name: /Its id/ }), '12');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Credential/ }), 'RN License');
    saveAnswer = { status: 404, body: { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} } };
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('It no longer exists. Reload the page.');
    expect(within(form).getByRole('textbox', { name: /Its id/ })).toHaveValue('12');
    saveAnswer = null;
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Requirement saved.')).toBeInTheDocument();
    expect(JSON.parse(requests().filter((r) => r.method === 'POST' && r.url === '/api/v1/CertificationRequirementConfiguration').pop()!.body)).toEqual({ customer_location_id: 2, entity_type: 'job', entity_id: 12, credential_id: 5 });
    expect(await screen.findByText('Job #12')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete the requirement for Category #3' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Category #3')).toBeNull());
  });

  it('edits the default automation table and resets it to the spec\'s table', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    const matrix = await screen.findByRole('table', { name: 'Default automation' });
    await waitFor(() => expect(within(matrix).getByRole('checkbox', { name: 'Expired: Resend task' })).toBeChecked());
    expect(within(matrix).getByRole('checkbox', { name: 'Complete: Update status in ATS' })).toBeChecked();
    expect(within(matrix).getByRole('checkbox', { name: 'Needs review: Send task' })).not.toBeChecked();
    await user.click(within(matrix).getByRole('checkbox', { name: 'Expired: Update status in ATS' }));
    await user.click(within(matrix).getByRole('checkbox', { name: 'Expiring soon: Resend task' }));
    await user.click(screen.getByRole('button', { name: 'Save automation' }));
    expect(await screen.findByText('Default automation saved.')).toBeInTheDocument();
    const sent = JSON.parse(requests().filter((r) => r.method === 'POST' && r.url === '/api/v1/CredentialAutomationConfiguration/default').pop()!.body) as { events: { status_id: number; action_ids: number[] }[] };
    expect(sent.events).toEqual([
      { status_id: 1, action_ids: [1, 3] }, { status_id: 2, action_ids: [] }, { status_id: 3, action_ids: [2] }, { status_id: 4, action_ids: [1] }, { status_id: 5, action_ids: [] }, { status_id: 6, action_ids: [3] },
    ]);
    await user.click(screen.getByRole('button', { name: 'Reset to the defaults' }));
    await waitFor(() => expect(within(matrix).getByRole('checkbox', { name: 'Expiring soon: Resend task' })).toBeChecked());
    expect(JSON.parse(requests().filter((r) => r.method === 'POST' && r.url === '/api/v1/CredentialAutomationConfiguration/default').pop()!.body)).toEqual({});
  });

  it('a reader sees everything and changes nothing', async () => {
    serve([PERMISSIONS.ACCOUNT_READ]);
    renderPage();
    const matrix = await screen.findByRole('table', { name: 'Default automation' });
    await waitFor(() => expect(within(matrix).getByRole('checkbox', { name: 'Expired: Resend task' })).toBeDisabled());
    expect(screen.queryByRole('button', { name: /New requirement|Delete|Save automation|Reset/ })).toBeNull();
  });
});
