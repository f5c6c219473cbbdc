/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ESIGN_CONSENT_TEXT_FR } from '@attest/contracts';
import { changeLanguage, i18n } from '@attest/shared-ui';
import { sendJson, setDocumentUrl, startLocalServer, type LocalServer } from '@attest/shared-ui/testing/local-server';
import { PORTAL_TRANSLATIONS_FR } from '@attest/server/testing';
import { oneDocumentSession, renderEsignAt, typeSignature as typeIn } from './esign-test-kit';

/** The customer's French bundle as the server serves it: the product's values the seed writes (signing.fr.ts). */
const FRENCH: Record<string, string> = PORTAL_TRANSLATIONS_FR;

const session = oneDocumentSession('tok-fr', ESIGN_CONSENT_TEXT_FR);

let server: LocalServer;
let signAnswer: { status: number; body: unknown } = { status: 200, body: { status: 'SIGNED' } };

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    if (req.url === '/api/v1/customerContext/acme/translations?lang=fr') {
      sendJson(res, 200, FRENCH);
    } else if (req.url?.startsWith('/api/v1/customerContext/acme/translations')) {
      sendJson(res, 200, {});
    } else if (req.method === 'GET' && req.url === '/api/sign/session/tok-fr') {
      sendJson(res, 200, session);
    } else if (req.method === 'GET' && req.url === '/api/sign/session/tok-saved') {
      sendJson(res, 200, { ...session, saved_signature: { signature: 'Ada L.', signature_kind: 'typed', saved_at: '2026-11-01T10:00:00.000Z' } });
    } else if (req.method === 'POST' && req.url === '/api/sign/session/tok-fr/sign') {
      sendJson(res, signAnswer.status, signAnswer.body);
    } else {
      sendJson(res, 404, { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} });
    }
  });
  setDocumentUrl(`${server.origin}/acme/hq/esign/tok-fr`);
  // The language the portal picked for the applicant (initI18n → changeLanguage): the bundle comes from the server.
  await changeLanguage('acme', 'fr');
});
afterAll(async () => {
  await i18n.changeLanguage('en');
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  signAnswer = { status: 200, body: { status: 'SIGNED' } };
});

const renderAt = renderEsignAt;
const typeSignature = (name: string) => typeIn(name, { typeInstead: 'Saisir mon nom à la place', typeYourName: 'Saisissez votre nom' });

describe('EsignPage in French (issue 17)', () => {
  it('shows the page, the documents, the consent and the signature pad in French', async () => {
    renderAt('tok-fr');
    expect(await screen.findByText('Vous signez en tant que Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Signez vos documents')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ouvrir le document' })).toHaveAttribute('href', '/api/sign/session/tok-fr/preview/3');
    expect(screen.getByText(ESIGN_CONSENT_TEXT_FR)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: "J'accepte de signer électroniquement" })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Enregistrer cette signature pour la prochaine fois' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saisir mon nom à la place' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Signer' })).toBeInTheDocument();
    expect(screen.queryByText(/Sign your documents|Signing as|I agree/)).not.toBeInTheDocument();
  });

  it('refuses a missing signature and consent with French messages, and signs with the French wording after', async () => {
    renderAt('tok-fr');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Signer' }));
    expect(screen.getByText('Une signature est requise')).toBeInTheDocument();
    expect(screen.getByText('Veuillez accepter de signer électroniquement')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await typeSignature('Ada Lovelace');
    await user.click(screen.getByRole('checkbox', { name: "J'accepte de signer électroniquement" }));
    await user.click(screen.getByRole('button', { name: 'Signer' }));
    expect(await screen.findByText('Signé. Vous pouvez fermer cette fenêtre.')).toBeInTheDocument();
  });

  it("shows the server's refusal (messageKey) in French", async () => {
    signAnswer = { status: 410, body: { statusCode: 410, error: 'Gone', messageKey: 'sig_request_expired', details: {} } };
    renderAt('tok-fr');
    await screen.findByText('Vous signez en tant que Ada Lovelace');
    const user = await typeSignature('Ada');
    await user.click(screen.getByRole('checkbox', { name: "J'accepte de signer électroniquement" }));
    await user.click(screen.getByRole('button', { name: 'Signer' }));
    expect(await screen.findByText('Cette demande de signature a expiré.')).toBeInTheDocument();
  });

  it('offers quick sign in French', async () => {
    renderAt('tok-saved');
    expect(await screen.findByRole('radio', { name: 'Utiliser ma signature enregistrée' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Signer autrement' })).not.toBeChecked();
    expect(screen.getByLabelText('Votre signature enregistrée')).toHaveTextContent('Ada L.');
  });

  it('shows an unknown link in French', async () => {
    renderAt('tok-unknown');
    expect(await screen.findByText('Ce lien de signature ne peut pas être ouvert')).toBeInTheDocument();
    expect(screen.getByText('Introuvable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
