/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession, i18n } from '@attest/shared-ui';
import { renderWithStore, resetFakeApi, startFakeApi, type FakeApi } from '../application/wizard/testing/portal-test-kit';
import { LanguagePicker } from './LanguagePicker';

const EN = { language_id: 1, code: 'en', name: 'English', is_default: true };
const ES = { language_id: 2, code: 'es', name: 'Español', is_default: false };

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(async () => {
  await i18n.changeLanguage('en');
});

function open(languages: unknown[], putStatus = 200) {
  resetFakeApi(api, {
    'GET /api/v1/languages/acme/hq': { body: languages },
    'GET /api/v1/languages/applicant-language/42': { body: { applicant_id: 42, language: null } },
    'PUT /api/v1/languages/applicant-language/42': (req) =>
      putStatus === 200
        ? { body: { applicant_id: 42, ...(JSON.parse(req.body) as object) } }
        : { status: putStatus, body: { statusCode: putStatus, error: 'Bad Request', messageKey: 'validation_failed', details: { fields: { language: 'invalid_entry' } } } },
    'GET /api/v1/customerContext/acme/translations': { body: {} },
  });
  renderWithStore(<LanguagePicker customerCode="acme" locationCode="hq" applicantId="42" />);
}

describe('LanguagePicker', () => {
  it('lists the customer\'s languages, switches the page and saves the choice', async () => {
    const user = userEvent.setup();
    open([EN, ES]);
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    await user.selectOptions(select, 'es');
    await waitFor(() => expect(api.calls('PUT /api/v1/languages/applicant-language/42')).toHaveLength(1));
    expect(api.calls('PUT /api/v1/languages/applicant-language/42')[0].body).toEqual({ language: 'es' });
    expect(i18n.language).toBe('es');
    expect(getSession().language).toBe('es');
  });

  it('goes back to the previous language and says so when the save fails', async () => {
    const user = userEvent.setup();
    open([EN, ES], 400);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'es');
    expect(await screen.findByText('Your language could not be saved. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(i18n.language).toBe('en');
  });

  it('shows nothing for a single language', async () => {
    open([EN]);
    await waitFor(() => expect(api.calls('GET /api/v1/languages/acme/hq')).toHaveLength(1));
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
