/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { DATATYPE, type FormTemplate } from '@attest/contracts';
import { createAppStore, ToastProvider } from '@attest/shared-ui';
import { makeCodes, makeField, makeTemplate } from '@attest/shared-ui/forms/testing/make-field';
import { sendJson, setDocumentUrl, startLocalServer, type LocalServer } from '@attest/shared-ui/testing/local-server';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { PrescreenStep } from './PrescreenStep';

const YES_NO = makeCodes(['1', 'Yes'], ['0', 'No']);
const prescreen: FormTemplate = makeTemplate({
  template_id: 3,
  template_type_id: 11,
  name: 'Prescreen questions',
  fields: [
    makeField({ name: 'authorized_to_work', desc: 'Are you authorized to work in the US?', datatype_id: DATATYPE.YES_NO, required: true, sort_order: 1, codes: YES_NO }),
    makeField({ name: 'over_18', desc: 'Are you 18 or older?', datatype_id: DATATYPE.YES_NO, required: true, sort_order: 2, codes: YES_NO }),
  ],
});
const FORMS = [
  { template_id: 9, template_type_id: 4, name: 'W-4', desc: null },
  { template_id: 3, template_type_id: 11, name: 'Prescreen questions', desc: null },
];


// Many typed interactions each; the machine is shared, so allow more than the default 5 s.
jest.setTimeout(20_000);

describe('PrescreenStep (real HTTP server)', () => {
  let server: LocalServer;
  let forms: unknown[];

  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      if (req.method === 'GET' && req.url === '/api/v1/configurations') {
        sendJson(res, 200, []);
      } else if (req.method === 'GET' && req.url === '/api/v1/Applicants/SignatureRequests/forms') {
        sendJson(res, 200, forms);
      } else if (req.method === 'GET' && req.url === '/api/v1/Applicants/SignatureRequests/forms/3') {
        sendJson(res, 200, prescreen);
      } else if (req.method === 'POST' && req.url === '/api/v1/Applicants/SignatureRequests/forms/3/submit') {
        sendJson(res, 200, { values: (JSON.parse(req.body) as { values: unknown }).values });
      } else {
        sendJson(res, 404, { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} });
      }
    });
    setDocumentUrl(`${server.origin}/acme/hq/application/prescreen`);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    forms = FORMS;
    server.requests.length = 0;
  });

  const renderStep = () => {
    const onSaved = jest.fn();
    render(
      <Provider store={createAppStore()}>
        <ToastProvider>
          <PrescreenStep customerId={7} applicantId={42} inWizard onSaved={onSaved} />
        </ToastProvider>
      </Provider>,
    );
    return onSaved;
  };

  it('shows the prescreen template of the form list; required answers first; a submit is the save', async () => {
    const user = userEvent.setup();
    const onSaved = renderStep();
    expect(await screen.findByRole('heading', { name: 'Prescreen questions' })).toBeInTheDocument();
    const authorized = await screen.findByRole('group', { name: /authorized to work/ });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Required Field')).toHaveLength(2);
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(within(authorized).getByRole('radio', { name: 'Yes' }));
    await user.click(within(screen.getByRole('group', { name: /18 or older/ })).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const submit = server.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(submit?.body ?? '{}')).toEqual({ values: { authorized_to_work: '1', over_18: '0' } });
  });

  it('no prescreen template: a note and Continue', async () => {
    forms = [FORMS[0]];
    const onSaved = renderStep();
    expect(await screen.findByText('There are no prescreen questions for you.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSaved).toHaveBeenCalledTimes(1);
  });
});
