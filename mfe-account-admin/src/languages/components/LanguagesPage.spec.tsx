/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type CustomerLanguageDto } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeApi, renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../../testing/account-admin-test-kit';
import { LanguagesPage } from './LanguagesPage';

const requests = serveFakeAccountAdminApi('admin/languages');

function server(languages: CustomerLanguageDto[]) {
  fakeApi.handle = (req, res) => {
    const path = req.url.split('?')[0];
    if (req.method === 'GET' && path === '/api/v1/Languages/customer') {
      sendJson(res, 200, languages);
    } else if (req.method === 'POST' && path === '/api/v1/Languages') {
      languages.push({ language_id: 3, code: 'fr', name: 'Français', is_default: false, location_codes: [] });
      sendJson(res, 201, languages[languages.length - 1]);
    } else if (req.method === 'DELETE' && path === '/api/v1/Languages/2') {
      sendJson(res, 409, { statusCode: 409, error: 'Conflict', messageKey: 'language_used_by_location', details: {} });
    } else {
      return false;
    }
    return true;
  };
}

describe('LanguagesPage', () => {
  it('adds a product language and explains a refused removal', async () => {
    resetFakeApi([PERMISSIONS.ACCOUNT_READ, PERMISSIONS.ACCOUNT_MANAGE]);
    server([
      { language_id: 1, code: 'en', name: 'English', is_default: true, location_codes: [] },
      { language_id: 2, code: 'es', name: 'Español', is_default: false, location_codes: ['west'] },
    ]);
    const user = userEvent.setup();
    renderAdminPage('admin/languages', <LanguagesPage />);
    const list = await screen.findByRole('list', { name: 'Your languages' });
    expect(await within(list).findByText('Used by: west')).toBeInTheDocument();
    // The default cannot be removed.
    expect(within(list).queryByRole('button', { name: 'Remove English' })).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Remove Español' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A location still offers this language.');

    const form = screen.getByRole('form', { name: 'Add a language' });
    const select = within(form).getByRole('combobox', { name: 'Language' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a language', 'Français']);
    await user.selectOptions(select, 'fr');
    await user.click(within(form).getByRole('button', { name: 'Add a language' }));
    expect(await screen.findByText('The language has been added.')).toBeInTheDocument();
    expect(JSON.parse(requests().find((r) => r.method === 'POST')?.body ?? '{}')).toEqual({ language: 'fr' });
    expect(await within(list).findByText('Français')).toBeInTheDocument();
  });

  it('read-only without account.manage', async () => {
    resetFakeApi([PERMISSIONS.ACCOUNT_READ]);
    server([{ language_id: 2, code: 'es', name: 'Español', is_default: false, location_codes: [] }]);
    renderAdminPage('admin/languages', <LanguagesPage />);
    expect(await screen.findByText('Español')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Español' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a language' })).not.toBeInTheDocument();
  });
});
