/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { cleanup, screen, within } from '@testing-library/react';
import { documentsFor, PERMISSIONS } from '@attest/contracts';
import type {
  DocumentImagesAnswer,
  EmployeeDocumentChoice,
} from '../../i9-common/image-capture/image-capture-types';
import { renderI9Page, serveFakeI9Api, signInAsStaff } from '../../testing/i9-test-kit';
import { CITIZEN_SECTION1, i9Record, revision } from '../../testing/i9-fixtures';
import { SecondSignerLanding } from '../../second-signer/components/SecondSignerLanding';
import type { SecondSignerGuestView } from '../../second-signer/api/second-signer-types';
import { Section2Panel } from './Section2Panel';

const TOKEN = 'Tk9_abcdefghijklmnopqrstuvwxyzABCDEFGHIJ012';
const api = serveFakeI9Api('admin/i9/5');
const choice = (documents: EmployeeDocumentChoice['documents']): EmployeeDocumentChoice => ({
  documents,
  chosen_by_party: 'applicant',
  updated_at: '2025-06-01T10:00:00.000Z',
});
const LICENSE_AND_SSN = choice([
  { list: 'B', document_type: 'DRIVERS_LICENSE' },
  { list: 'C', document_type: 'SSN_CARD' },
]);
/** The record's copies: the employee took the front of their driver's license from i9/section1. */
const answer = (c: EmployeeDocumentChoice | null): DocumentImagesAnswer => ({
  record_id: 5,
  editable: true,
  policy: {
    copies: 'all',
    uploads_allowed: true,
    alt_procedure_enabled: false,
    photo_match_required: false,
    everify: false,
    max_mb: 10,
    accepted: ['.jpg'],
    two_sided_documents: ['DRIVERS_LICENSE', 'SSN_CARD'],
  },
  images: [
    {
      id: 3,
      record_id: 5,
      list: c?.documents[0]?.list ?? 'B',
      index: 0,
      side: 'front',
      content_type: 'image/jpeg',
      size: 40,
      sha256: 'x',
      source: 'upload',
      uploaded_by_party: 'applicant',
      created_at: '2025-06-01T10:05:00.000Z',
      url: '/api/v1/i9/document-images/3/3?signature=s',
    },
  ],
  choice: c,
});
const RECORD = i9Record({
  status: 'section1_signed',
  first_day_of_employment: '2025-06-02',
  section1: {
    current: revision(
      { ...CITIZEN_SECTION1, i9_ssn: '*****6789' },
      { signed_at: '2025-05-30T12:00:00.000Z' },
    ),
    draft: null,
  },
});

function staff(documents: DocumentImagesAnswer, record = RECORD) {
  signInAsStaff(api, [PERMISSIONS.I9_READ, PERMISSIONS.I9_SECTION2_SIGN]);
  api.handlers['GET /api/v1/documentreferences'] = { body: documentsFor(1) };
  api.handlers['GET /api/v1/submissions/5/documents'] = { body: documents };
  renderI9Page('admin/i9/5', [
    {
      path: 'admin/i9/:recordId',
      element: <Section2Panel record={record} today="2025-06-02" onSigned={() => undefined} />,
    },
  ]);
  return screen.findByRole('form', { name: 'Section 2: Employer Review and Verification' });
}

describe("Section 2 starts from the employee's own choice of documents", () => {
  it("staff: an empty Section 2 selects List B + List C and the employee's types, with the employee's picture", async () => {
    const form = await staff(answer(LICENSE_AND_SSN));
    expect(
      screen.getByText(/The documents the employee said they will present are selected/),
    ).toBeInTheDocument();
    expect(
      within(form).getByRole('radio', { name: 'One document from List B and one from List C' }),
    ).toBeChecked();
    const b = within(form).getByRole('group', { name: 'List B: identity' });
    expect(within(b).getByRole('combobox', { name: 'Document type' })).toHaveValue('DRIVERS_LICENSE');
    expect(within(b).getByRole('textbox', { name: 'Document Title' })).toHaveValue("Driver's License");
    expect(within(b).getByRole('textbox', { name: 'Document Number (if any)' })).toHaveValue('');
    const c = within(form).getByRole('group', { name: 'List C: employment authorization' });
    expect(within(c).getByRole('combobox', { name: 'Document type' })).toHaveValue('SSN_CARD');
    expect(within(c).getByRole('textbox', { name: 'Issuing Authority' })).toHaveValue(
      'Social Security Administration',
    );
    const copies = await within(form).findByRole('group', { name: "Driver's License" });
    expect(within(copies).getByRole('img', { name: 'The picture taken of this side' })).toHaveAttribute(
      'src',
      '/api/v1/i9/document-images/3/3?signature=s',
    );
  });

  it('staff: a saved draft with documents wins, and a choice that no longer fits the status is not used', async () => {
    const draft = revision(
      {
        documents: [
          {
            list: 'A',
            document_type: 'US_PASSPORT',
            document_title: 'U.S. Passport',
            issuing_authority: 'U.S. Department of State',
            document_number: '*****5678',
          },
        ],
      },
      { section: 'section2' },
    );
    let form = await staff(answer(LICENSE_AND_SSN), { ...RECORD, section2: { current: null, draft } });
    expect(within(form).getByRole('radio', { name: 'One document from List A' })).toBeChecked();
    expect(screen.queryByText(/The documents the employee said/)).toBeNull();
    cleanup();
    // An EAD is not for a U.S. citizen (the status was changed after the choice): nothing is pre-selected.
    form = await staff(answer(choice([{ list: 'A', document_type: 'EAD_I766' }])));
    expect(within(form).getByRole('radio', { name: 'One document from List A' })).not.toBeChecked();
    expect(
      within(form).getByRole('radio', { name: 'One document from List B and one from List C' }),
    ).not.toBeChecked();
    expect(screen.queryByText(/The documents the employee said/)).toBeNull();
  });

  it("the representative's page: nothing saved yet, so it starts from the employee's List A choice", async () => {
    const view: SecondSignerGuestView = {
      record_id: 5,
      status: 'opened',
      representative: { first_name: 'Remy', last_name: 'Notary' },
      employee: { first_name: 'Ana', last_name: 'Diaz', middle_initial: 'M', attest_type: 1 },
      employer: { name: 'Acme Staffing' },
      section2: {},
      documents: documentsFor(1),
      rules: { everify: false, alt_procedure_enabled: false, ead_categories: ['A12', 'C08'] },
      today: '2025-06-02',
      link_expires_at: null,
      review_note: null,
    };
    api.handlers[`GET /api/v1/second-signer/${TOKEN}`] = { body: view };
    api.handlers[`GET /api/v1/second-signer/${TOKEN}/documents`] = {
      body: answer(choice([{ list: 'A', document_type: 'US_PASSPORT' }])),
    };
    renderI9Page(TOKEN, [{ path: ':hash', element: <SecondSignerLanding view="hash" /> }]);
    const form = await screen.findByRole('form', { name: 'Section 2: Employer Review and Verification' });
    expect(within(form).getByRole('radio', { name: 'One document from List A' })).toBeChecked();
    expect(within(form).getByRole('combobox', { name: 'List A document' })).toHaveValue('US_PASSPORT');
    expect(
      screen.getByText(/The documents the employee said they will present are selected/),
    ).toBeInTheDocument();
    // The copies' group of the passport (the form's own row has the same name).
    const groups = await within(form).findAllByRole('group', { name: 'U.S. Passport' });
    const copies = groups.find((g) => g.classList.contains('i9-capture'));
    expect(within(copies!).getByRole('img', { name: 'The picture taken of this side' })).toBeInTheDocument();
  });
});
