/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { Provider } from 'react-redux';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormTemplate } from '@attest/contracts';
import { createAppStore } from '../../api/store';
import { ToastProvider } from '../../components/ToastProvider';
import { setApplicantSession } from '../../session/session';
import { sendJson, setDocumentUrl, startLocalServer, type LocalServer } from '../../testing/local-server';
import { makeField, makeTemplate } from '../testing/make-field';
import { DynamicWorkflow } from './DynamicWorkflow';

const templates: Record<string, FormTemplate> = {
  '1': makeTemplate({ template_id: 1, name: 'One', fields: [makeField({ name: 'city', desc: 'City' })] }),
  '2': makeTemplate({ template_id: 2, name: 'Two', template_type_id: 10, fields: [makeField({ name: 'notes', desc: 'Notes', datatype_id: 5 })] }),
};
let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    const match = /^\/api\/v1\/Applicants\/SignatureRequests\/forms\/(\d+)$/.exec(req.url);
    if (req.method === 'GET' && match && templates[match[1]]) {
      // The second form answers later, so "loaded" must wait for both.
      setTimeout(() => sendJson(res, 200, templates[match[1]]), match[1] === '2' ? 150 : 0);
    } else {
      sendJson(res, 200, { values: {} });
    }
  });
  setDocumentUrl(`${server.origin}/acme/hq/workflow`);
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  setApplicantSession({ access_token: 'tok-a', applicant_id: 42, customer_id: 7, customer_code: 'acme' });
});

describe('DynamicWorkflow against a real HTTP server', () => {
  it('removes duplicate ids, and counts as loaded once every form has loaded', async () => {
    const onAllLoaded = jest.fn();
    const { container } = render(
      <Provider store={createAppStore()}>
        <ToastProvider>
          <DynamicWorkflow formIds={[1, 2, 1, 2]} onAllLoaded={onAllLoaded} />
        </ToastProvider>
      </Provider>,
    );
    const workflow = container.querySelector('.at-dyn-workflow') as HTMLElement;
    await screen.findByRole('textbox', { name: 'City' });
    expect(workflow).toHaveAttribute('data-loaded', 'false');
    await screen.findByRole('textbox', { name: 'Notes' });
    await waitFor(() => expect(workflow).toHaveAttribute('data-loaded', 'true'));
    expect(onAllLoaded).toHaveBeenCalledTimes(1);
    expect((onAllLoaded.mock.calls[0][0] as FormTemplate[]).map((t) => t.template_id)).toEqual([1, 2]);
    expect(container.querySelectorAll('form')).toHaveLength(2);
    expect(server.requests.filter((r) => r.method === 'GET')).toHaveLength(2);
  });

  it('pressing Enter inside an input does not submit; a textarea still takes new lines', async () => {
    const user = userEvent.setup();
    render(
      <Provider store={createAppStore()}>
        <ToastProvider>
          <DynamicWorkflow formIds={[1, 2]} />
        </ToastProvider>
      </Provider>,
    );
    const city = await screen.findByRole('textbox', { name: 'City' });
    await user.type(city, 'Paris{Enter}');
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    await user.type(notes, 'a{Enter}b');
    expect(notes).toHaveValue('a\nb');
    // Give a submit the time it would need to reach the server.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(city).toHaveValue('Paris');
    // The Save button still submits.
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    await waitFor(() => expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1));
  });
});
