/** Test-only: the signing page as the portal routes it, and its fixtures, for EsignPage.spec and EsignPage.fr.spec. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SigningSession } from '@attest/contracts';
import { PortalContext } from '../../portal/PortalContext';
import { ROUTER_FUTURE } from '../../routing/router-future';
import { EsignPage } from './EsignPage';

/** One request with one document to sign, for the token `token` (previews are served under it). */
export function oneDocumentSession(token: string, consentText: string): SigningSession {
  return {
    sig_request_id: 12,
    signer_name: 'Ada Lovelace',
    requests: [{ sig_request_id: 12, name: 'Onboarding', status: 'VIEWED' }],
    documents: [{ sig_request_id: 12, template_id: 3, name: 'Handbook', preview_url: `/api/sign/session/${token}/preview/3`, needs_signature: true }],
    consent_text: consentText,
    status: 'VIEWED',
    saved_signature: null,
  };
}

/** The signing page at `/acme/hq/esign/{token}`, as the portal routes it. */
export function renderEsignAt(token: string): void {
  render(
    <MemoryRouter initialEntries={[`/acme/hq/esign/${token}`]} future={ROUTER_FUTURE}>
      <PortalContext.Provider value={{ customerCode: 'acme', locationCode: 'hq', customer: null }}>
        <Routes>
          <Route path=":customerCode/:locationCode/esign/:token" element={<EsignPage />} />
        </Routes>
      </PortalContext.Provider>
    </MemoryRouter>,
  );
}

/** Switches the pad to typing and types a name; the labels are the page's, in the language of the test. */
export async function typeSignature(name: string, labels = { typeInstead: 'Type your name instead', typeYourName: 'Type your name' }) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: labels.typeInstead }));
  await user.type(screen.getByRole('textbox', { name: labels.typeYourName }), name);
  return user;
}
