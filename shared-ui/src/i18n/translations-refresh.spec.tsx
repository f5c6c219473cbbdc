/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { sendJson, setDocumentUrl, startLocalServer, type LocalServer } from '../testing/local-server';
import { initI18n } from './initI18n';
import { checkTranslationsNow } from './translations-refresh';
import { useT } from './useT';

function Title() {
  const { t } = useT();
  return <h1>{t('portal_title', 'Welcome')}</h1>;
}

describe('an open page picks up changed translations without a reload', () => {
  let server: LocalServer;
  const state = { revision: 'r1', title: 'Bienvenido' };

  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      if (req.url === '/api/v1/languages/shop/hq') {
        sendJson(res, 200, [{ language_id: 1, code: 'es', name: 'Español', is_default: true }]);
      } else if (req.url === '/api/v1/customerContext/shop/translations?lang=es') {
        sendJson(res, 200, { portal_title: state.title });
      } else if (req.url === '/api/v1/customerContext/shop/translationsRevision') {
        sendJson(res, 200, { revision: state.revision });
      } else {
        sendJson(res, 200, {});
      }
    });
    setDocumentUrl(`${server.origin}/shop/hq/`);
  });
  afterAll(() => server.close());

  it('re-reads the texts when the revision changed (on focus), not before', async () => {
    render(<Title />);
    await act(async () => {
      await initI18n({ customerCode: 'shop', locationCode: 'hq' });
    });
    expect(screen.getByRole('heading')).toHaveTextContent('Bienvenido');
    const revisionReads = () => server.requests.filter((r) => r.url.endsWith('/translationsRevision')).length;
    // The first revision read is the baseline.
    await waitFor(() => expect(revisionReads()).toBe(1));
    const bundleReads = () => server.requests.filter((r) => r.url.includes('/translations?lang=es')).length;
    const before = bundleReads();

    state.title = '¡Hola, tienda!';
    act(() => checkTranslationsNow());
    await waitFor(() => expect(revisionReads()).toBe(2));
    // Same revision: nothing downloaded again, the old text stays.
    expect(bundleReads()).toBe(before);
    expect(screen.getByRole('heading')).toHaveTextContent('Bienvenido');

    state.revision = 'r2';
    act(() => checkTranslationsNow());
    expect(await screen.findByText('¡Hola, tienda!')).toBeInTheDocument();
    expect(bundleReads()).toBe(before + 1);
  });
});
