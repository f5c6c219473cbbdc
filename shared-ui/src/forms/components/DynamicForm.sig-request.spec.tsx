/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { Provider } from 'react-redux';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from '../../api/store';
import { ToastProvider } from '../../components/ToastProvider';
import { setApplicantSession } from '../../session/session';
import { sendJson, setDocumentUrl, startLocalServer, type LocalServer } from '../../testing/local-server';
import { makeField, makeTemplate } from '../testing/make-field';
import { DynamicForm } from './DynamicForm';

const template = makeTemplate({ template_id: 51, name: 'W-4', fields: [makeField({ name: 'first_name', desc: 'First name', value: 'Ada' })] });
let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    if (req.method === 'GET' && req.url.startsWith('/api/v1/Applicants/SignatureRequests/forms/51')) {
      sendJson(res, 200, template);
    } else if (req.method === 'POST' && req.url === '/api/v1/Applicants/SignatureRequests/forms/51/submit') {
      sendJson(res, 200, { values: (JSON.parse(req.body) as { values: unknown }).values });
    } else {
      sendJson(res, 404, { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} });
    }
  });
  setDocumentUrl(`${server.origin}/acme/hq/documents/9`);
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  window.sessionStorage.clear();
  setApplicantSession({ access_token: 'tok-a', applicant_id: 42, customer_id: 7, customer_code: 'acme' });
});

const submitBodies = () => server.requests.filter((r) => r.method === 'POST').map((r) => JSON.parse(r.body) as Record<string, unknown>);

describe('DynamicForm inside a signature request', () => {
  it('names the signature request in the submit so the server marks the template complete', async () => {
    const user = userEvent.setup();
    const submitted = jest.fn();
    render(
      <Provider store={createAppStore()}>
        <ToastProvider>
          <DynamicForm formId={51} sigRequestId={9} onSubmitted={submitted} />
        </ToastProvider>
      </Provider>,
    );
    await screen.findByRole('textbox', { name: /First name/ });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitBodies()).toEqual([{ values: { first_name: 'Ada' }, sig_request_id: 9 }]);
  });

  it('sends no sig_request_id when the form is filled on its own', async () => {
    const user = userEvent.setup();
    render(
      <Provider store={createAppStore()}>
        <ToastProvider>
          <DynamicForm formId={51} />
        </ToastProvider>
      </Provider>,
    );
    await screen.findByRole('textbox', { name: /First name/ });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitBodies()).toHaveLength(1));
    expect(submitBodies()[0]).toEqual({ values: { first_name: 'Ada' } });
  });
});
