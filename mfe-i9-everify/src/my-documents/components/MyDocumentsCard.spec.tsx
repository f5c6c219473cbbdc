/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { File as NodeBufferFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { documentsFor } from '@attest/contracts';
import type { ChosenDocument, DocumentImagesAnswer } from '../../i9-common/image-capture/image-capture-types';
import { apiError, renderI9Page, serveFakeI9Api, signInAsApplicant } from '../../testing/i9-test-kit';
import { CITIZEN_SECTION1, COUNTRIES, i9Record, revision } from '../../testing/i9-fixtures';
import { Section1Page } from '../../section1/components/Section1Page';

const api = serveFakeI9Api('i9/section1');
const DOCS = '/api/v1/i9/documents';
const CHOICE = 'PUT /api/v1/i9/documents/choice';
// jsdom's FormData/File are not readable by Node's fetch: the multipart body is built with Node's own classes (as in MobileCapturePage.spec).
const NodeFile = NodeBufferFile as unknown as typeof File;
beforeAll(async () => {
  const nodeFormData = (
    await new Response('a=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()
  ).constructor;
  Object.defineProperty(window, 'FormData', { value: nodeFormData, configurable: true, writable: true });
});

const documents = (over: Partial<DocumentImagesAnswer> = {}): DocumentImagesAnswer => ({
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
    two_sided_documents: ['DRIVERS_LICENSE', 'SSN_CARD'],
  },
  images: [],
  choice: null,
  ...over,
});

/** The employee's I-9 with a signed Section 1 of a U.S. citizen; the server keeps the choice it is sent. */
function serve(start = documents()) {
  let current = start;
  api.handlers['GET /api/v1/i9'] = {
    body: i9Record({
      status: 'section1_signed',
      section1: {
        current: revision(CITIZEN_SECTION1, { signed_at: '2025-06-02T15:30:00.000Z' }),
        draft: null,
      },
    }),
  };
  api.handlers['GET /api/v1/countryreferences'] = { body: COUNTRIES };
  api.handlers['GET /api/v1/documentreferences'] = (req) => ({
    body: documentsFor(Number(new URL(req.url, 'http://x').searchParams.get('attestation'))),
  });
  api.handlers[`GET ${DOCS}`] = () => ({ body: current });
  api.handlers[CHOICE] = (req) => {
    const body = JSON.parse(req.body) as { documents: ChosenDocument[] };
    current = {
      ...current,
      choice: {
        documents: body.documents,
        chosen_by_party: 'applicant',
        updated_at: '2025-06-03T10:00:00.000Z',
      },
    };
    return { body: current.choice };
  };
  api.handlers[`POST ${DOCS}`] = {
    status: 201,
    body: { id: 9, record_id: 5, list: 'B', index: 0, side: 'front', content_type: 'image/jpeg', size: 32 },
  };
}

const render = () => {
  signInAsApplicant();
  renderI9Page('i9/section1', [{ path: 'i9/section1', element: <Section1Page today="2025-06-02" /> }]);
};
const open = async () => {
  render();
  return screen.findByRole('form', { name: 'Documents you will present' });
};

describe('the employee chooses the documents they will present, and takes their pictures (i9/section1)', () => {
  it('checks the choice as Section 2 would before sending, saves the types only, then offers the pictures of each document', async () => {
    const user = userEvent.setup();
    serve();
    const form = await open();
    await user.click(within(form).getByRole('button', { name: 'Save my documents' }));
    expect(within(form).getByText('Required Field')).toBeInTheDocument();
    await user.click(
      within(form).getByRole('radio', { name: 'One document from List B and one from List C' }),
    );
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /List B: identity/ }),
      "Driver's License",
    );
    await user.click(within(form).getByRole('button', { name: 'Save my documents' }));
    expect(within(form).getByText('Required Field')).toBeInTheDocument();
    expect(api.calls(CHOICE)).toEqual([]);
    // A citizen's List C does not offer a DHS document: the list comes from the server for the status.
    const listC = within(form).getByRole('combobox', { name: /List C: employment authorization/ });
    expect(
      within(listC).queryByRole('option', { name: 'Employment Authorization Document issued by DHS' }),
    ).toBeNull();
    await user.selectOptions(listC, 'Social Security Account Number Card (unrestricted)');
    await user.click(within(form).getByRole('button', { name: 'Save my documents' }));
    expect(await screen.findByText('Your documents are saved')).toBeInTheDocument();
    expect(api.calls(CHOICE).map((c) => c.body)).toEqual([
      {
        documents: [
          { list: 'B', document_type: 'DRIVERS_LICENSE' },
          { list: 'C', document_type: 'SSN_CARD' },
        ],
      },
    ]);
    expect(await screen.findByText('Pictures of your documents')).toBeInTheDocument();
    const license = screen.getByRole('group', { name: "Driver's License" });
    expect(
      screen.getByRole('group', { name: 'Social Security Account Number Card (unrestricted)' }),
    ).toBeInTheDocument();
    expect(within(license).getByRole('button', { name: 'Continue on your phone' })).toBeInTheDocument();
    const file = new NodeFile([new Uint8Array(32).fill(0xff)], 'license.jpg', { type: 'image/jpeg' });
    await user.upload(within(license).getByLabelText('Choose a file: Front of the document'), file);
    await waitFor(() => expect(api.requests().some((r) => r.method === 'POST' && r.url === DOCS)).toBe(true));
    const sent = api.requests().find((r) => r.method === 'POST' && r.url === DOCS)!;
    expect(sent.headers.authorization).toBe('Basic tok-a');
    expect(sent.body).toContain('name="list"\r\n\r\nB');
    expect(sent.body).toContain('name="index"\r\n\r\n0');
    expect(sent.body).toContain('name="side"\r\n\r\nfront');
  });

  it("starts from the saved choice, shows the server's refusal with its key's text, and keeps what was chosen", async () => {
    const user = userEvent.setup();
    serve(
      documents({
        choice: {
          documents: [{ list: 'A', document_type: 'US_PASSPORT' }],
          chosen_by_party: 'applicant',
          updated_at: '2025-06-03T10:00:00.000Z',
        },
      }),
    );
    const form = await open();
    expect(within(form).getByRole('radio', { name: 'One document from List A' })).toBeChecked();
    expect(within(form).getByRole('combobox', { name: /List A document/ })).toHaveValue('US_PASSPORT');
    api.handlers[CHOICE] = apiError(400, 'validation_failed', {
      fields: { documents: 'i9_document_not_for_attestation' },
    });
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /List A document/ }),
      'U.S. Passport Card',
    );
    await user.click(within(form).getByRole('button', { name: 'Save my documents' }));
    expect(
      await within(form).findByText(
        'This document does not match the citizenship or immigration status in Section 1',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: /List A document/ })).toHaveValue('US_PASSPORT_CARD');
  });

  it('is read only once Section 2 is signed', async () => {
    serve(
      documents({
        editable: false,
        choice: {
          documents: [{ list: 'A', document_type: 'US_PASSPORT' }],
          chosen_by_party: 'applicant',
          updated_at: '2025-06-03T10:00:00.000Z',
        },
      }),
    );
    render();
    expect(await screen.findByText('You will present: U.S. Passport')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save my documents' })).toBeNull();
  });

  it('asks for the status in Section 1 first', async () => {
    serve();
    api.handlers['GET /api/v1/i9'] = { body: i9Record() };
    render();
    expect(
      await screen.findByText(
        'Choose your citizenship or immigration status in Section 1 and save it; then choose your documents here.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Documents you will present' })).toBeNull();
  });
});
