/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { codeKey, contentKey, type FormTemplate } from '@attest/contracts';
import { createAppStore } from '../../api/store';
import { ToastProvider } from '../../components/ToastProvider';
import { i18n } from '../../i18n/i18n';
import { setApplicantSession } from '../../session/session';
import { sendJson, setDocumentUrl, startLocalServer, type LocalServer } from '../../testing/local-server';
import { makeField, makeTemplate } from '../testing/make-field';
import { DynamicForm } from './DynamicForm';

// An offer letter: the employer's start date and pay rate (REQUESTER, read-only for the applicant), a staff-only
// note (REQUESTER, hidden), and the applicant's own fields.
const template: FormTemplate = makeTemplate({
  template_id: 51,
  name: 'Offer letter',
  fields: [
    makeField({ name: 'start_date', desc: 'Start date', datatype_id: 4, field_type: 'REQUESTER', required: true, sort_order: 1, value: '2027-04-01', params: { applicant_read_only: true, help: 'Filled in by your employer.' } }),
    makeField({ name: 'pay_rate', desc: 'Hourly pay rate', datatype_id: 2, field_type: 'REQUESTER', required: true, sort_order: 2, value: '21.50', params: { applicant_read_only: true, is_money: true } }),
    makeField({ name: 'recruiter_note', desc: 'Recruiter note', field_type: 'REQUESTER', sort_order: 3 }),
    makeField({ name: 'shift', desc: 'Preferred shift', datatype_id: 7, sort_order: 4, codes: [{ category: 'SHIFT', code: 'DAY', value: 'Day', sort_order: 1, is_default: false }] }),
    makeField({ name: 'signature', desc: 'Type your full name to accept', required: true, sort_order: 5 }),
  ],
});

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    if (req.method === 'GET' && req.url.startsWith('/api/v1/Applicants/SignatureRequests/forms/51')) {
      sendJson(res, 200, template);
    } else if (req.method === 'POST' && req.url === '/api/v1/Applicants/SignatureRequests/forms/51/submit') {
      sendJson(res, 200, { values: JSON.parse(req.body).values });
    } else {
      sendJson(res, 404, { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} });
    }
  });
  setDocumentUrl(`${server.origin}/acme/hq/forms/51`);
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  window.sessionStorage.clear();
  setApplicantSession({ access_token: 'tok-a', applicant_id: 42, customer_id: 7, customer_code: 'acme' });
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const wrap = (ui: ReactNode) =>
  render(
    <Provider store={createAppStore()}>
      <ToastProvider>{ui}</ToastProvider>
    </Provider>,
  );
const fieldNames = () => Array.from(document.querySelectorAll('[data-field]')).map((el) => el.getAttribute('data-field'));

describe('DynamicForm: employer (REQUESTER) fields in applicant mode', () => {
  it('shows the read-only ones with their values and note, hides the others, and never sends them', async () => {
    const user = userEvent.setup();
    wrap(<DynamicForm formId={51} />);
    const pay = await screen.findByRole('textbox', { name: /Hourly pay rate/ });
    expect(pay).toHaveValue('21.50');
    expect(pay).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Start date/ })).toBeDisabled();
    expect(screen.getByText('Filled in by your employer.')).toBeInTheDocument();
    expect(fieldNames()).not.toContain('recruiter_note');
    await user.type(screen.getByRole('textbox', { name: /Type your full name/ }), 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    const sent = JSON.parse(server.requests.find((r) => r.method === 'POST')!.body) as { values: Record<string, unknown> };
    expect(Object.keys(sent.values).sort()).toEqual(['shift', 'signature']);
  });

  it('labels, help and options come from the content keys in the page language (Spanish here)', async () => {
    i18n.addResourceBundle(
      'es',
      'translation',
      {
        [contentKey('field', 'Hourly pay rate')]: 'Salario por hora',
        [contentKey('fieldHelp', 'Filled in by your employer.')]: 'Lo completó su empleador.',
        [codeKey('SHIFT', 'DAY')]: 'Día',
      },
      true,
      true,
    );
    await i18n.changeLanguage('es');
    wrap(<DynamicForm formId={51} />);
    expect(await screen.findByRole('textbox', { name: /Salario por hora/ })).toHaveValue('21.50');
    expect(screen.getByText('Lo completó su empleador.')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Día' })).toBeInTheDocument();
  });
});
