/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { File as NodeBufferFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalProvider } from '@attest/shared-ui';
import { renderPortal, resetFakeApi, startFakeApi, type FakeApi, type Handlers } from '../application/wizard/testing/portal-test-kit';
import { remoteRoutes } from '../routes';
import { CredentialsPage } from './CredentialsPage';

// Node's FormData/File, as in the documents upload tests: jsdom's are not readable by Node's fetch.
const NodeFile = NodeBufferFile as unknown as typeof File;
let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
  const nodeFormData = (await new Response('a=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()).constructor as typeof FormData;
  Object.defineProperty(window, 'FormData', { value: nodeFormData, configurable: true, writable: true });
});
afterAll(() => api.close());

const BASE = '/api/v1/applicants/42/credentials';
const row = (over: Record<string, unknown> & { id: number }) => ({
  credential_id: 6, credential_name: 'RN License', has_back: true, requires_expiration: true, front_name: null, back_name: null, expiration_date: null, due_date: null,
  requested_date: null, uploaded_date: null, credential_completion_date: null, last_modified_date: '2026-11-20T10:00:00Z', alert: null, ...over,
});
const TYPES = [
  { credential_id: 5, name: 'CPR card', description: 'Front only.', has_back: false, requires_expiration: false },
  { credential_id: 6, name: 'RN License', description: null, has_back: true, requires_expiration: true },
];
const refused = (messageKey: string, fields?: Record<string, string>) => ({ status: 400, body: { statusCode: 400, error: 'Bad Request', messageKey, details: fields ? { fields } : {} } });

function setUp(list: unknown[], extra: Handlers = {}) {
  resetFakeApi(api, { [`GET ${BASE}`]: { body: list }, [`GET ${BASE}/types`]: { body: TYPES }, ...extra });
}
const show = () => renderPortal('/acme/hq/credentials', [{ path: 'credentials', element: <ModalProvider><CredentialsPage /></ModalProvider> }]);
const pdf = (name: string) => new NodeFile(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('the applicant credentials page (decision 0043)', () => {
  it('is in the route table and the applicant navigation', () => {
    expect(remoteRoutes.routes.map((r) => r.path)).toContain('credentials');
    expect(remoteRoutes.applicantNav?.find((e) => e.path === 'credentials')).toMatchObject({ labelKey: 'nav_credentials', label: 'Credentials' });
  });

  it('shows what is requested with its due date, and uploads it with an expiration date, front and back', async () => {
    setUp([row({ id: 9, status: 'SENT', due_date: '2026-12-15', requested_date: '2026-11-20T10:00:00Z', alert: 'INCOMPLETE' })], {
      [`POST ${BASE}`]: { status: 201, body: row({ id: 9, status: 'UPLOADED', front_name: 'front.pdf' }) },
      [`POST ${BASE}/9/file`]: { body: row({ id: 9, status: 'UPLOADED', front_name: 'front.pdf', back_name: 'back.pdf' }) },
    });
    const user = userEvent.setup();
    show();
    const requested = await screen.findByRole('list', { name: 'Requested from you' });
    const item = within(requested).getByText('RN License').closest('li') as HTMLElement;
    expect(item).toHaveTextContent('Due Dec 15, 2026');
    expect(item).toHaveTextContent('Past due');
    const front = within(item).getByLabelText('Front (photo or PDF)');
    expect(front).toHaveAttribute('accept', 'image/*,application/pdf');
    expect(front).toHaveAttribute('capture', 'environment');
    await user.type(within(item).getByLabelText(/Expiration date/), '2026-12-31');
    await user.upload(front, pdf('front.pdf'));
    await user.upload(within(item).getByLabelText('Back (photo or PDF)'), pdf('back.pdf'));
    await user.click(within(item).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('RN License uploaded.')).toBeInTheDocument();
    const [sent] = api.server.requests.filter((r) => r.method === 'POST' && r.url === BASE);
    expect(sent.body).toContain('name="credential_id"\r\n\r\n6\r\n');
    expect(sent.body).toContain('name="expiration_date"\r\n\r\n2026-12-31\r\n');
    expect(sent.body).toContain('filename="front.pdf"');
    expect(api.server.requests.filter((r) => r.method === 'POST' && r.url === `${BASE}/9/file?isBack=true`)[0].body).toContain('filename="back.pdf"');
  });

  it('a refused file shows the message and keeps the chosen date and file', async () => {
    setUp([], { [`POST ${BASE}`]: refused('upload_content_mismatch') });
    const user = userEvent.setup({ applyAccept: false });
    show();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Credential' }), 'RN License');
    const form = screen.getByRole('form', { name: 'Upload RN License' });
    await user.type(within(form).getByLabelText(/Expiration date/), '2027-01-31');
    await user.upload(within(form).getByLabelText('Front (photo or PDF)'), new NodeFile(['MZ'], 'virus.exe'));
    expect(within(form).getByRole('alert')).toHaveTextContent('This file type is not accepted.');
    await user.upload(within(form).getByLabelText('Front (photo or PDF)'), pdf('card.pdf'));
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The file content does not match its type.');
    expect(within(form).getByLabelText(/Expiration date/)).toHaveValue('2027-01-31');
    expect(within(form).getByText('Chosen: card.pdf')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('lists uploaded credentials with status and localized dates, replaces a side and deletes after confirming', async () => {
    let list = [
      row({ id: 3, status: 'UPLOADED', front_name: 'f.png', uploaded_date: '2026-11-02T10:00:00Z', expiration_date: '2026-12-01', alert: 'EXPIRING_SOON' }),
      row({ id: 4, credential_id: 5, credential_name: 'CPR card', has_back: false, status: 'EXPIRED', front_name: 'cpr.pdf', expiration_date: '2026-10-01' }),
    ];
    setUp([], {
      [`GET ${BASE}`]: () => ({ body: list }),
      [`POST ${BASE}/3/file`]: { body: row({ id: 3, status: 'UPLOADED', front_name: 'f.png', back_name: 'b.pdf' }) },
      [`DELETE ${BASE}/4`]: () => {
        list = list.filter((c) => c.id !== 4);
        return { status: 204, body: null };
      },
    });
    const user = userEvent.setup();
    show();
    const mine = await screen.findByRole('list', { name: 'My credentials' });
    const rn = within(mine).getByText('RN License').closest('li') as HTMLElement;
    expect(rn).toHaveTextContent('Uploaded');
    expect(rn).toHaveTextContent('Expires soon');
    expect(rn).toHaveTextContent('Expires Dec 1, 2026');
    const cpr = within(mine).getByText('CPR card').closest('li') as HTMLElement;
    expect(cpr).toHaveTextContent('Expired');
    expect(within(cpr).queryByLabelText(/back/)).toBeNull();

    await user.upload(within(rn).getByLabelText(/Add the back/), pdf('b.pdf'));
    expect(await within(rn).findByText('Saved.')).toBeInTheDocument();
    expect(api.server.requests.some((r) => r.method === 'POST' && r.url === `${BASE}/3/file?isBack=true`)).toBe(true);

    await user.click(within(cpr).getByRole('button', { name: 'Delete CPR card' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(mine).queryByText('CPR card')).toBeNull());
    expect(api.calls(`DELETE ${BASE}/4`)).toHaveLength(1);
  });

  it('a refused replacement says why and changes nothing on the page', async () => {
    setUp([row({ id: 3, status: 'UPLOADED', front_name: 'f.png' })], { [`POST ${BASE}/3/file`]: refused('upload_content_mismatch') });
    const user = userEvent.setup();
    show();
    const mine = await screen.findByRole('list', { name: 'My credentials' });
    await user.upload(within(mine).getByLabelText(/Replace the front/), pdf('new.pdf'));
    expect(await within(mine).findByRole('alert')).toHaveTextContent('The file content does not match its type.');
    expect(within(mine).getByText(/Front: f\.png/)).toBeInTheDocument();
  });
});
