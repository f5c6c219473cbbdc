/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormTemplate } from '@attest/contracts';
import { createAppStore } from '../../api/store';
import { ToastProvider } from '../../components/ToastProvider';
import { setApplicantSession } from '../../session/session';
import { sendJson, setDocumentUrl, startLocalServer, type LocalServer } from '../../testing/local-server';
import { makeField, makeTemplate } from '../testing/make-field';
import { DynamicForm } from './DynamicForm';

const fields = [
  makeField({ name: 'last_name', desc: 'Last name', required: true, sort_order: 2, value: 'Lovelace' }),
  makeField({ name: 'first_name', desc: 'First name', required: true, sort_order: 1, value: 'Ada' }),
  makeField({ name: 'recruiter_note', desc: 'Recruiter note', field_type: 'REQUESTER', sort_order: 3 }),
  makeField({ name: 'minimum_pay', desc: 'Minimum pay', datatype_id: 2, sort_order: 4 }),
  makeField({ name: 'min_ot_pay', desc: 'Min OT pay', datatype_id: 2, sort_order: 5 }),
  makeField({ name: 'badge', desc: 'Badge number', sort_order: 6 }),
];
const template: FormTemplate = makeTemplate({ template_id: 41, name: 'Onboarding', fields });

let server: LocalServer;
let submitAnswers: { status: number; body: unknown }[] = [];

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    if (req.method === 'GET' && req.url.startsWith('/api/v1/Applicants/SignatureRequests/forms/41')) {
      sendJson(res, 200, template);
    } else if (req.method === 'POST' && req.url === '/api/v1/Applicants/SignatureRequests/forms/41/submit') {
      const answer = submitAnswers.shift() ?? { status: 500, body: {} };
      sendJson(res, answer.status, answer.body);
    } else if (req.url === '/api/v1/Templates/41/preview') {
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.end('%PDF-1.4 preview');
    } else {
      sendJson(res, 404, { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} });
    }
  });
  setDocumentUrl(`${server.origin}/acme/hq/forms/41`);
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  submitAnswers = [];
  window.sessionStorage.clear();
  setApplicantSession({ access_token: 'tok-a', applicant_id: 42, customer_id: 7, customer_code: 'acme' });
});

const wrap = (ui: ReactNode) =>
  render(
    <Provider store={createAppStore()}>
      <ToastProvider>{ui}</ToastProvider>
    </Provider>,
  );
const fieldNames = () => Array.from(document.querySelectorAll('[data-field]')).map((el) => el.getAttribute('data-field'));

describe('DynamicForm against a real HTTP server', () => {
  it('applicant mode: loads the template, hides REQUESTER fields and min_ot_pay, sorts by sort_order', async () => {
    wrap(<DynamicForm formId={41} />);
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Ada');
    expect(fieldNames()).toEqual(['first_name', 'last_name', 'minimum_pay', 'badge']);
    expect(server.requests[0].headers.authorization).toBe('Basic tok-a');
    expect(document.querySelector('form')).toHaveAttribute('data-directive', 'dynamic');
  });

  it('requester mode shows only REQUESTER fields and passes the applicant id', async () => {
    wrap(<DynamicForm formId={41} mode="requester" applicantId={42} />);
    expect(await screen.findByRole('textbox', { name: 'Recruiter note' })).toBeInTheDocument();
    expect(fieldNames()).toEqual(['recruiter_note']);
    expect(server.requests[0].url).toBe('/api/v1/Applicants/SignatureRequests/forms/41?applicantId=42');
  });

  it('shows a required error only once the field is touched', async () => {
    const user = userEvent.setup();
    wrap(<DynamicForm formId={41} />);
    const first = await screen.findByRole('textbox', { name: /First name/ });
    await user.clear(first);
    expect(screen.queryByText('Required Field')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Required Field')).toBeInTheDocument();
  });

  it('Save shows the errors of required fields nobody touched, and sends nothing', async () => {
    const user = userEvent.setup();
    wrap(<DynamicForm formId={41} />);
    await user.clear(await screen.findByRole('textbox', { name: /First name/ }));
    await user.click(document.body);
    // Only the cleared field was touched; Save must reveal the rest without a blur on each.
    const lastName = screen.getByRole('textbox', { name: /Last name/ });
    await user.clear(lastName);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Required Field')).toHaveLength(2));
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('server field errors show on the fields, values stay, then a save succeeds with a toast', async () => {
    const user = userEvent.setup();
    submitAnswers = [
      { status: 400, body: { statusCode: 400, error: 'Bad Request', messageKey: 'validation_failed', details: { fields: { badge: 'es_min' }, params: { badge: { bound: 4 } } } } },
      { status: 200, body: { values: { first_name: 'Ada', last_name: 'Lovelace', minimum_pay: '20', badge: 'B-1234' } } },
    ];
    wrap(<DynamicForm formId={41} />);
    await user.type(await screen.findByRole('textbox', { name: 'Badge number' }), 'B1');
    await user.type(screen.getByRole('textbox', { name: 'Minimum pay' }), '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter at least 4 characters')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('An Error Occurred');
    expect(screen.getByRole('textbox', { name: 'Badge number' })).toHaveValue('B1');
    const firstPost = server.requests.find((r) => r.method === 'POST');
    const sent = JSON.parse(firstPost?.body ?? '{}') as { values: Record<string, unknown> };
    expect(sent.values).toEqual({ first_name: 'Ada', last_name: 'Lovelace', minimum_pay: '20', badge: 'B1' });

    await user.type(screen.getByRole('textbox', { name: 'Badge number' }), '-1234');
    expect(screen.queryByText('Enter at least 4 characters')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Changes Saved Successfully');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Badge number' })).toHaveValue('B-1234'));
  });

  it('offers preview of the template PDF, fetched with the session headers', async () => {
    const user = userEvent.setup();
    const opened: { text: string; action: string }[] = [];
    wrap(<DynamicForm formId={41} onDocument={(blob, action) => void blob.text().then((text) => opened.push({ text, action }))} />);
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(opened).toEqual([{ text: '%PDF-1.4 preview', action: 'preview' }]));
    const req = server.requests.find((r) => r.url === '/api/v1/Templates/41/preview');
    expect(req?.headers.authorization).toBe('Basic tok-a');
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });
});
