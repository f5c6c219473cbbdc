/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { File as NodeBufferFile } from 'node:buffer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { documentsFor } from '@attest/contracts';
import { apiError, renderI9Page, serveFakeI9Api } from '../../testing/i9-test-kit';
import type { SecondSignerGuestView } from '../api/second-signer-types';
import { SecondSignerLanding } from './SecondSignerLanding';

const TOKEN = 'Tk9_abcdefghijklmnopqrstuvwxyzABCDEFGHIJ012';
const api = serveFakeI9Api(TOKEN);
const GET = `GET /api/v1/second-signer/${TOKEN}`;
const PUT = `PUT /api/v1/second-signer/${TOKEN}/section2`;
const SIGN = `POST /api/v1/second-signer/${TOKEN}/section2/sign`;
const IMAGES = `/api/v1/second-signer/${TOKEN}/documents`;
// jsdom's FormData/File are not readable by Node's fetch: the multipart body is built with Node's own classes (as in MobileCapturePage.spec).
const NodeFile = NodeBufferFile as unknown as typeof File;
beforeAll(async () => {
  const nodeFormData = (
    await new Response('a=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()
  ).constructor;
  Object.defineProperty(window, 'FormData', { value: nodeFormData, configurable: true, writable: true });
});
const keepsCopies = {
  record_id: 5,
  editable: true,
  policy: {
    copies: 'all',
    uploads_allowed: true,
    alt_procedure_enabled: false,
    photo_match_required: false,
    everify: false,
    max_mb: 10,
    accepted: ['.jpg', '.jpeg', '.png'],
    two_sided_documents: [],
  },
  images: [],
};

/** A draft the representative saved before: a U.S. passport and the business, numbers masked by the server. */
const DRAFT = {
  documents: [
    {
      list: 'A',
      document_type: 'US_PASSPORT',
      document_title: 'U.S. Passport',
      issuing_authority: 'U.S. Department of State',
      document_number: '*****5678',
      expiration_date: '2033-05-01',
    },
  ],
  first_day_of_employment: '2025-06-02',
  additional_info: null,
  alt_procedure_used: false,
  employer_title: 'Notary public',
  business_address: '5 Market Street',
  business_city: 'Helena',
  business_state: 'MT',
  business_zip: '59601',
};

const view = (over: Partial<SecondSignerGuestView> = {}): SecondSignerGuestView => ({
  record_id: 5,
  status: 'opened',
  representative: { first_name: 'Remy', last_name: 'Notary' },
  employee: { first_name: 'Ana', last_name: 'Diaz', middle_initial: 'M', attest_type: 1 },
  employer: { name: 'Acme Staffing' },
  section2: DRAFT,
  documents: documentsFor(1),
  rules: { everify: false, alt_procedure_enabled: false, ead_categories: ['A12', 'C08'] },
  today: '2025-06-02',
  link_expires_at: '2025-06-09T12:00:00.000Z',
  review_note: null,
  ...over,
});

const ROUTES = [
  { path: ':hash', element: <SecondSignerLanding view="hash" /> },
  { path: 'onboarding-verify', element: <SecondSignerLanding view="onboarding-verify" /> },
  { path: 'multi-signer', element: <SecondSignerLanding view="multi-signer" /> },
];
const open = (path: string = TOKEN) => renderI9Page(path, ROUTES);
const form = () => screen.getByRole('form', { name: 'Section 2: Employer Review and Verification' });

describe('the authorized representative’s page (guest link)', () => {
  it('takes the copies of the documents through the link’s own routes when the employer keeps them (no session, no phone hand-off)', async () => {
    api.handlers[GET] = { body: view() };
    api.handlers[`GET ${IMAGES}`] = { body: keepsCopies };
    api.handlers[`POST ${IMAGES}`] = {
      status: 201,
      body: { id: 9, list: 'A', index: 0, side: 'front', content_type: 'image/jpeg', size: 32 },
    };
    open();
    expect(await screen.findByText('Copies of the documents')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /phone/i })).toBeNull();
    const file = new NodeFile([new Uint8Array(32).fill(0xff)], 'passport.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Choose a file: Front of the document'), file);
    await screen.findByText(/saved/i);
    const sent = api.requests().find((r) => r.method === 'POST' && r.url === IMAGES)!;
    expect(sent.headers.authorization).toBeUndefined();
    expect(sent.body).toContain('name="list"\r\n\r\nA');
    expect(sent.body).toContain('name="side"\r\n\r\nfront');
  });

  it('shows the new hire and the employer, continues the draft and signs with the attestation: then a thank-you', async () => {
    const user = userEvent.setup();
    api.handlers[GET] = { body: view() };
    api.handlers[SIGN] = {
      body: {
        record_id: 5,
        status: 'section2_pending_review',
        signed_at: '2025-06-02T16:00:00.000Z',
        signed_by_name: 'Remy Notary',
      },
    };
    open();
    expect(
      await screen.findByRole('heading', { name: 'For Acme Staffing: the documents of Ana M Diaz' }),
    ).toBeInTheDocument();
    expect(
      within(form()).getByRole('textbox', { name: 'First Name of Employer or Authorized Representative' }),
    ).toHaveValue('Remy');
    expect(
      within(form()).getByRole('textbox', { name: "Employer's Business or Organization Name" }),
    ).toHaveValue('Acme Staffing');
    expect(within(form()).getByRole('textbox', { name: 'Document Number (if any)' })).toHaveValue(
      '*****5678',
    );
    await user.click(screen.getByRole('button', { name: 'Sign Section 2' }));
    expect(within(form()).getByText('Check the box to attest')).toBeInTheDocument();
    expect(api.calls(SIGN)).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'I attest to the statement above' }));
    await user.click(screen.getByRole('button', { name: 'Sign Section 2' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you: Section 2 is signed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Acme Staffing will review what you entered/)).toBeInTheDocument();
    expect(api.calls(SIGN)[0].body).toEqual({
      confirmed: true,
      value: expect.objectContaining({
        documents: [expect.objectContaining({ document_type: 'US_PASSPORT', document_number: '*****5678' })],
        employer_first_name: 'Remy',
        employer_last_name: 'Notary',
        business_name: 'Acme Staffing',
      }),
    });
    // A guest: no session headers, and the token only in the path.
    for (const req of api.requests().filter((r) => r.url.startsWith('/api/v1/second-signer/'))) {
      expect(req.headers.authorization).toBeUndefined();
      expect(req.url).not.toContain('?');
    }
  });

  it('puts the server’s field errors on the fields and keeps what was typed; saves a draft', async () => {
    const user = userEvent.setup();
    api.handlers[GET] = { body: view({ review_note: 'Wrong first day' }) };
    api.handlers[SIGN] = apiError(400, 'validation_failed', { fields: { employer_title: 'required_field' } });
    api.handlers[PUT] = { body: view() };
    open();
    expect(
      await screen.findByText('The employer sent Section 2 back for changes: Wrong first day'),
    ).toBeInTheDocument();
    const title = within(form()).getByRole('textbox', {
      name: 'Title of Employer or Authorized Representative',
    });
    await user.clear(title);
    await user.type(title, 'Notary');
    await user.click(screen.getByRole('checkbox', { name: 'I attest to the statement above' }));
    await user.click(screen.getByRole('button', { name: 'Sign Section 2' }));
    expect(await within(form()).findByText('Required Field')).toBeInTheDocument();
    expect(title).toHaveValue('Notary');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(api.calls(PUT)[0].body).toEqual(
      expect.objectContaining({ employer_title: 'Notary', business_name: 'Acme Staffing' }),
    );
  });

  it.each([
    [410, 'i9_second_signer_link_expired', 'This link has expired. Ask the employer to send you a new one.'],
    [
      410,
      'i9_second_signer_link_used',
      'This link has been used: Section 2 of this Form I-9 is already signed.',
    ],
    [
      404,
      'i9_second_signer_link_unknown',
      'This link is not valid. Check that you opened the whole link from the message.',
    ],
  ])('answers %i %s with a clear message and no form', async (status, key, text) => {
    api.handlers[GET] = apiError(status, key);
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('the legacy onboarding-verify and multi-signer routes read the token from ?token= and show the same page', async () => {
    api.handlers[GET] = { body: view() };
    open(`onboarding-verify?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'For Acme Staffing: the documents of Ana M Diaz' }),
    ).toBeInTheDocument();
  });

  it('without a token the legacy route says the link is not valid, and asks nothing of the server', async () => {
    open('multi-signer');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(api.calls(GET)).toEqual([]);
  });
});
