/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { act, render, screen } from '@testing-library/react';
import { getSession } from '../session/session';
import { closedPort, sendJson, setDocumentUrl, startLocalServer, type LocalServer } from '../testing/local-server';
import { i18n } from './i18n';
import { initI18n } from './initI18n';
import { useT } from './useT';

function Greeting() {
  const { t } = useT();
  return (
    <p>
      <span>{t('greeting', 'Hello')}</span> <span>{t('farewell', 'Goodbye')}</span>
    </p>
  );
}

describe('initI18n', () => {
  let server: LocalServer;

  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      if (req.url === '/api/v1/languages/acme/hq') {
        sendJson(res, 200, [
          { language_id: 1, code: 'en', name: 'English', is_default: false },
          { language_id: 2, code: 'es', name: 'Español', is_default: true },
        ]);
      } else if (req.url === '/api/v1/customerContext/acme/translations?lang=es') {
        sendJson(res, 200, { greeting: 'Hola', 'toast.save': 'Guardado' });
      } else if (req.url === '/api/v1/customerContext/acme/translations?lang=en') {
        sendJson(res, 200, { farewell: 'Bye for now' });
      } else {
        sendJson(res, 404, { statusCode: 404, messageKey: 'route_not_found' });
      }
    });
  });

  afterAll(() => server.close());

  beforeEach(() => window.sessionStorage.clear());

  it('renders English fallbacks before anything is loaded', () => {
    render(<Greeting />);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.getByText('Goodbye')).toBeInTheDocument();
  });

  it("picks the customer's default language, loads its translations and re-renders", async () => {
    setDocumentUrl(`${server.origin}/acme/hq/`);
    render(<Greeting />);
    let state: Awaited<ReturnType<typeof initI18n>> | undefined;
    await act(async () => {
      state = await initI18n({ customerCode: 'acme', locationCode: 'hq' });
    });
    expect(state?.language).toBe('es');
    expect(state?.languages.map((l) => l.code)).toEqual(['en', 'es']);
    expect(screen.getByText('Hola')).toBeInTheDocument();
    // Missing in Spanish: the customer's English text, not the hard-coded fallback.
    expect(screen.getByText('Bye for now')).toBeInTheDocument();
    expect(i18n.t('toast.save')).toBe('Guardado');
    expect(getSession().language).toBe('es');
  });

  it('uses an asked-for language when the customer offers it', async () => {
    setDocumentUrl(`${server.origin}/acme/hq/`);
    await act(async () => {
      await initI18n({ customerCode: 'acme', locationCode: 'hq', language: 'en' });
    });
    render(<Greeting />);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.getByText('Bye for now')).toBeInTheDocument();
  });

  it('still renders fallbacks when the server is down', async () => {
    setDocumentUrl(`http://127.0.0.1:${await closedPort()}/down/hq/`);
    let state: Awaited<ReturnType<typeof initI18n>> | undefined;
    await act(async () => {
      state = await initI18n({ customerCode: 'down', locationCode: 'hq', language: 'fr' });
    });
    expect(state).toEqual({ languages: [], language: 'fr' });
    render(<Greeting />);
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });
});
