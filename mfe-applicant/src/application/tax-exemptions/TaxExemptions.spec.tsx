/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteRoutes } from '../../routes';
import { renderPortal, renderWithStore, resetFakeApi, startFakeApi, type Answer, type FakeApi } from '../wizard/testing/portal-test-kit';
import { TaxExemptionsStep } from './TaxExemptionsStep';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const PATCH = 'PATCH /api/v1/properties/multi';
const reset = (props: Record<string, string | null>, patch: Answer = { body: { saved: 2 } }) =>
  resetFakeApi(api, {
    'GET /api/v1/properties': { body: { props, state_props: {} } },
    [PATCH]: patch,
    'GET /api/v1/applicants/application-status': { body: { applicant_id: 42, status: 'JOBPREFS' } },
  });
const embedded = async (props: Record<string, string | null>, patch?: Answer) => {
  reset(props, patch);
  const onSaved = jest.fn();
  renderWithStore(<TaxExemptionsStep customerId={7} applicantId={42} inWizard onSaved={onSaved} />);
  await screen.findByRole('radio', { name: 'Yes' });
  return onSaved;
};
const reason = (name: RegExp) => screen.getByRole('checkbox', { name });
const patches = () => api.calls(PATCH).map((c) => c.body);

describe('tax exemptions, embedded in the wizard', () => {
  it('claiming exempt without a reason shows the message and saves nothing', async () => {
    const user = userEvent.setup();
    const onSaved = await embedded({});
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(reason(/Native American/)).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tax exemptions are required if claiming exempt.');
    expect(patches()).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('claiming with reasons saves both properties joined by ||, toasts success and continues', async () => {
    const user = userEvent.setup();
    const onSaved = await embedded({});
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(reason(/nonresident/));
    await user.click(reason(/^I am a member of the armed forces/));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Tax exemptions saved')).toBeInTheDocument();
    expect(patches()).toEqual([
      [
        { code: 'presceening_is_exempt', value: '1', state: null },
        { code: 'prescreening_exempt_reasons', value: 'service_member||nonresident', state: null },
      ],
    ]);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('not claiming unchecks every stored reason and sends reasons as ""', async () => {
    const user = userEvent.setup();
    await embedded({ presceening_is_exempt: '1', prescreening_exempt_reasons: 'native_american||nonresident' });
    expect(reason(/Native American/)).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(reason(/Native American/)).not.toBeChecked();
    expect(reason(/nonresident/)).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]).toEqual([
      { code: 'presceening_is_exempt', value: '0', state: null },
      { code: 'prescreening_exempt_reasons', value: '', state: null },
    ]);
  });

  it('a failed save keeps the choices and shows profile_save_error titled profile_save_error_title', async () => {
    const user = userEvent.setup();
    const onSaved = await embedded({}, { status: 500, body: { statusCode: 500, messageKey: 'unexpected_error' } });
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(reason(/Native American/));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Not saved')).toBeInTheDocument();
    expect(toast).toHaveTextContent('Your changes could not be saved. Please try again.');
    expect(reason(/Native American/)).toBeChecked();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('tax exemptions, standalone page', () => {
  it('`tax-exemptions` has its own Save; not claiming sends reasons null and the status is not touched', async () => {
    const user = userEvent.setup();
    reset({ presceening_is_exempt: '1', prescreening_exempt_reasons: 'service_member' });
    renderPortal('/acme/hq/tax-exemptions', remoteRoutes.routes);
    expect(await screen.findByRole('heading', { name: 'Tax Exemptions' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tax exemptions saved')).toBeInTheDocument();
    expect(patches()).toEqual([
      [
        { code: 'presceening_is_exempt', value: '0', state: null },
        { code: 'prescreening_exempt_reasons', value: null, state: null },
      ],
    ]);
    expect(api.calls('PUT /api/v1/applicants/application-status')).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent('/acme/hq/tax-exemptions');
  });
});
