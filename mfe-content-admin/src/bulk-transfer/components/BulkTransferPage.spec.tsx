/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { File as NodeBufferFile } from 'node:buffer';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@attest/contracts';
import type { RealtimeMessage } from '@attest/shared-ui';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeContentApi, renderContentPage, serveFakeContentApi } from '../../packages/testing/content-admin-test-kit';
import type { TransferModel, TransferResult } from '../api/bulk-transfer-api';
import { BulkTransferPage } from './BulkTransferPage';

const requests = serveFakeContentApi('admin/content/transfer');
// jsdom's FormData/File are not readable by Node's fetch (the jsdom-fetch environment's), so the multipart body
// is built with Node's own classes, as a browser would with its own (as SigRequestPage.spec does).
const NodeFile = NodeBufferFile as unknown as typeof File;
beforeAll(async () => {
  const nodeFormData = (await new Response('a=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()).constructor as typeof FormData;
  Object.defineProperty(window, 'FormData', { value: nodeFormData, configurable: true, writable: true });
});
const MANAGER = [PERMISSIONS.CONTENT_READ, PERMISSIONS.CONTENT_MANAGE];
const GLOBEX = 7;
const counts = (c: Partial<Record<'new' | 'changed' | 'same' | 'conflict', number>>) => ({ new: 0, changed: 0, same: 0, conflict: 0, ...c });

const MODEL: TransferModel = {
  targetCustomerId: 3,
  source: { environment: 'Test', customer_id: GLOBEX, customer_name: 'Globex' },
  templates: [
    { key: 'external:XT-A', name: 'XT Alpha', external_id: 'XT-A', status: 'new', target_id: null },
    { key: 'name:xt beta', name: 'XT Beta', external_id: null, status: 'changed', target_id: 40 },
    { key: 'name:xt gamma', name: 'XT Gamma', external_id: null, status: 'conflict', target_id: 41, reason: 'name_taken' },
  ],
  packages: [{ key: 'name:xt starter', name: 'XT Starter', status: 'new', target_id: null }],
  summary: { templates: counts({ new: 1, changed: 1, conflict: 1 }), packages: counts({ new: 1 }) },
  changes: true,
};
const SAME: TransferModel = {
  ...MODEL,
  templates: MODEL.templates.map((t) => ({ ...t, status: t.status === 'conflict' ? 'conflict' : 'same' })),
  packages: [{ ...MODEL.packages[0], status: 'same' }],
  summary: { templates: counts({ same: 2, conflict: 1 }), packages: counts({ same: 1 }) },
  changes: false,
};

/** A server answering like services/edocs bulk-transfer; `previewAnswer` is what the next previews get. */
function transferServer(state: { preview: [number, unknown]; start?: [number, unknown] }) {
  let runs = 0;
  fakeContentApi.handle = (req, res) => {
    const path = req.url.split('?')[0];
    if (req.method === 'GET' && path === '/api/v1/customerEnvironment') {
      sendJson(res, 200, [{ name: 'Test', base_url: 'http://x', current: true }, { name: 'UAT', base_url: 'https://uat.example', current: false }]);
    } else if (req.method === 'POST' && path === '/api/v2/bulktransfer/getCustomersForSourceEnv') {
      const env = (JSON.parse(req.body) as { environment: string }).environment;
      sendJson(res, 200, env === 'UAT' ? { environment: 'UAT', current: false, bundle_only: true, customers: [] } : { environment: 'Test', current: true, bundle_only: false, customers: [{ customer_id: GLOBEX, name: 'Globex', customer_code: 'globex' }] });
    } else if (req.method === 'GET' && path === `/api/customers/${GLOBEX}/forms`) {
      // The source customer's own list: asked on its behalf.
      expect(req.headers['x-request-customer-id']).toBe(String(GLOBEX));
      sendJson(res, 200, { items: [{ template_id: 501, name: 'XT Alpha', external_id: 'XT-A' }, { template_id: 502, name: 'XT Beta', external_id: null }, { template_id: 503, name: 'XT Gamma', external_id: null }], total: 3, page: 1, take: 100 });
    } else if (req.method === 'POST' && path === '/api/v1/packages/query' && req.headers['x-request-customer-id'] === String(GLOBEX)) {
      sendJson(res, 200, { total: 1, items: [{ package_id: 60, name: 'XT Starter', templates: [{}, {}] }] });
    } else if (req.method === 'POST' && path === '/api/v2/customers/3/bulktransfer/getTransferModelForTransferView') {
      sendJson(res, ...state.preview);
    } else if (req.method === 'POST' && path === '/api/v2/customers/3/bulktransfer/transferTemplatesAndPackages') {
      runs += 1;
      const [status, body] = state.start ?? [202, { transfer_id: `tr-${runs}`, job_id: `j-${runs}`, event_name: `transfer-${runs}`, subscription_url: `/api/v1/realtime/subscriptions/transfer-${runs}`, model: MODEL }];
      sendJson(res, status, body);
    } else if (req.method === 'GET' && path === '/api/customers/3/forms') {
      sendJson(res, 200, { items: [{ template_id: 11, name: 'Offer letter', external_id: null }], total: 1, page: 1, take: 100 });
    } else if (req.method === 'POST' && path === '/api/v1/packages/query') {
      sendJson(res, 200, { total: 0, items: [] });
    } else if (req.method === 'POST' && path === '/api/v2/customers/3/bulktransfer/export') {
      sendJson(res, 200, { format: 'attest.transfer-bundle', version: 1, templates: [], packages: [], signature: 'ab' });
    } else if (req.method === 'POST' && path === '/api/v2/customers/3/bulktransfer/import') {
      sendJson(res, 400, { statusCode: 400, error: 'Bad Request', messageKey: 'bundle_signature_invalid', details: {} });
    } else {
      return false;
    }
    return true;
  };
}

/** A stand-in for the hub: records each subscription so the test sends the job's messages. */
function fakeRealtime() {
  const listeners = new Map<string, (m: RealtimeMessage) => void>();
  return {
    listeners,
    subscribe: jest.fn((event: string, _url: string, on: (m: RealtimeMessage) => void) => {
      listeners.set(event, on);
      return Object.assign(() => listeners.delete(event), { ready: Promise.resolve() });
    }),
  };
}

const sent = (method: string, path: string) => requests().filter((r) => r.method === method && r.url.split('?')[0] === path);

async function chooseGlobexContent(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText('Source customer'), 'Globex');
  await user.click(await screen.findByRole('checkbox', { name: /XT Alpha/ }));
  await user.click(screen.getByRole('checkbox', { name: /XT Gamma/ }));
  await user.click(screen.getByRole('checkbox', { name: /XT Starter/ }));
}

describe('BulkTransferPage', () => {
  beforeEach(() => {
    fakeContentApi.permissions = MANAGER;
  });

  it('previews the chosen templates and packages with each state and the reason of a conflict', async () => {
    transferServer({ preview: [200, MODEL] });
    const user = userEvent.setup();
    renderContentPage('admin/content/transfer', <BulkTransferPage realtime={fakeRealtime()} />);
    await screen.findByRole('option', { name: 'Test (this one)' });
    expect(screen.getByLabelText('Source environment')).toHaveValue('Test');
    await chooseGlobexContent(user);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(JSON.parse(sent('POST', '/api/v2/customers/3/bulktransfer/getTransferModelForTransferView')[0].body)).toEqual({
      source_environment: 'Test', source_customer_id: GLOBEX, template_ids: [501, 503], package_ids: [60],
    });
    const templates = within(within(preview).getByRole('table', { name: 'Templates' })).getAllByRole('row').slice(1);
    expect(templates.map((r) => [r.getAttribute('data-status'), r.textContent])).toEqual([
      ['new', expect.stringMatching(/XT Alpha.*XT-A.*New/)],
      ['changed', expect.stringMatching(/XT Beta.*Changed/)],
      ['conflict', expect.stringMatching(/XT Gamma.*Conflict.*A template with this name but another external id is already there\./)],
    ]);
    expect(within(preview).getByText('XT Starter').closest('tr')).toHaveAttribute('data-status', 'new');
    expect(preview).toHaveTextContent('1 new');
    expect(preview).toHaveTextContent('1 conflict');
  });

  it('runs the transfer with progress from the real-time channel, shows the result, and a second run reports no changes', async () => {
    const state: { preview: [number, unknown] } = { preview: [200, MODEL] };
    transferServer(state);
    const realtime = fakeRealtime();
    const user = userEvent.setup();
    renderContentPage('admin/content/transfer', <BulkTransferPage realtime={realtime} />);
    await chooseGlobexContent(user);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('region', { name: 'Preview' });

    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(realtime.subscribe).toHaveBeenCalledWith('transfer-1', '/api/v1/realtime/subscriptions/transfer-1', expect.any(Function)));
    expect(JSON.parse(sent('POST', '/api/v2/customers/3/bulktransfer/transferTemplatesAndPackages')[0].body)).toMatchObject({ source_customer_id: GLOBEX, template_ids: [501, 503], package_ids: [60] });
    act(() => realtime.listeners.get('transfer-1')!({ progress: 40 }));
    expect(await screen.findByRole('progressbar', { name: 'Transferring…' })).toHaveAttribute('aria-valuenow', '40');

    state.preview = [200, SAME];
    const done: TransferResult = { transfer_id: 'tr-1', changes: true, messageKey: 'transfer_done', summary: MODEL.summary };
    act(() => realtime.listeners.get('transfer-1')!({ progress: 100, done: true, result: done } as unknown as RealtimeMessage));
    expect(await screen.findByText('Transfer complete.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Transferring…' })).not.toBeInTheDocument();
    // The preview is made again after the run: everything is the same now.
    expect(await screen.findByText('Everything chosen is already the same here: running it changes nothing.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(realtime.listeners.has('transfer-2')).toBe(true));
    act(() => realtime.listeners.get('transfer-2')!({ progress: 100, done: true, result: { ...done, transfer_id: 'tr-2', changes: false, messageKey: 'transfer_no_changes', summary: SAME.summary } } as unknown as RealtimeMessage));
    expect(await screen.findByText('No changes: everything was already the same.')).toBeInTheDocument();
  });

  it('shows a refusal with its translated message and keeps what was chosen', async () => {
    transferServer({ preview: [404, { statusCode: 404, error: 'Not Found', messageKey: 'transfer_source_not_found', details: {} }] });
    const user = userEvent.setup();
    renderContentPage('admin/content/transfer', <BulkTransferPage realtime={fakeRealtime()} />);
    await chooseGlobexContent(user);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That customer was not found.');
    expect(screen.getByRole('checkbox', { name: /XT Alpha/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /XT Starter/ })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
  });

  it('shows a refused start with its translated message', async () => {
    transferServer({ preview: [200, MODEL], start: [403, { statusCode: 403, error: 'Forbidden', messageKey: 'permission_denied', details: {} }] });
    const user = userEvent.setup();
    renderContentPage('admin/content/transfer', <BulkTransferPage realtime={fakeRealtime()} />);
    await chooseGlobexContent(user);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Transfer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not make this change.');
    expect(screen.getByRole('checkbox', { name: /XT Alpha/ })).toBeChecked();
  });

  it('shows a job that failed on the real-time channel', async () => {
    transferServer({ preview: [200, MODEL] });
    const realtime = fakeRealtime();
    const user = userEvent.setup();
    renderContentPage('admin/content/transfer', <BulkTransferPage realtime={realtime} />);
    await chooseGlobexContent(user);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Transfer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(realtime.listeners.has('transfer-1')).toBe(true));
    act(() => realtime.listeners.get('transfer-1')!({ progress: 100, done: true, error: 'transfer_failed' } as unknown as RealtimeMessage));
    expect(await screen.findByRole('alert')).toHaveTextContent('The transfer failed.');
  });

  it('offers the bundle file path for another environment and shows a refused import', async () => {
    transferServer({ preview: [200, MODEL] });
    const user = userEvent.setup();
    renderContentPage('admin/content/transfer', <BulkTransferPage realtime={fakeRealtime()} />);
    await screen.findByRole('option', { name: 'UAT' });
    await user.selectOptions(screen.getByLabelText('Source environment'), 'UAT');
    expect(await screen.findByText(/UAT is another deployment/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Source customer')).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Bundle file (.json)'), new NodeFile(['{"format":"attest.transfer-bundle"}'], 'bundle.json', { type: 'application/json' }));
    await user.click(screen.getByRole('button', { name: 'Upload and preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The bundle signature is not valid');
    const [upload] = sent('POST', '/api/v2/customers/3/bulktransfer/import');
    expect(upload.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(upload.body).toContain('name="bundle"; filename="bundle.json"');
    expect(screen.getByRole('button', { name: 'Download the export' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Offer letter/ }));
    await user.click(screen.getByRole('button', { name: 'Download the export' }));
    expect(await screen.findByText('The bundle was downloaded.')).toBeInTheDocument();
    expect(JSON.parse(sent('POST', '/api/v2/customers/3/bulktransfer/export')[0].body)).toEqual({ template_ids: [11], package_ids: [] });
  });

  it('shows no transfer controls, and calls nothing, without content.manage', async () => {
    fakeContentApi.permissions = [PERMISSIONS.CONTENT_READ];
    transferServer({ preview: [200, MODEL] });
    renderContentPage('admin/content/transfer', <BulkTransferPage realtime={fakeRealtime()} />);
    expect(await screen.findByText(/need the Manage content permission/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Source environment')).not.toBeInTheDocument();
    expect(sent('GET', '/api/v1/customerEnvironment')).toHaveLength(0);
  });
});
