/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { documentsFor, PERMISSIONS, type Permission } from '@attest/contracts';
import { apiError, renderI9Page, serveFakeI9Api, signInAsStaff } from '../../testing/i9-test-kit';
import { CITIZEN_SECTION1, COUNTRIES, i9Record, revision } from '../../testing/i9-fixtures';
import type { I9RecordView, I9RevisionView } from '../../i9-common/i9-record';
import { I9RecordPage } from '../../record/components/I9RecordPage';
import type { CorrectionEntry, CorrectionsAnswer, RevisionSummary } from '../api/corrections-api';

const api = serveFakeI9Api('admin/i9/5');
const TODAY = '2025-06-02';
const CORRECT_S2 = 'POST /api/v1/corrections/5/section2';
const CORRECT_S1 = 'POST /api/v1/corrections/5/section1';
const DELETE = 'DELETE /api/v1/corrections/5';
const VIEWER: Permission[] = [PERMISSIONS.I9_READ];
const OFFICER: Permission[] = [PERMISSIONS.I9_READ, PERMISSIONS.I9_SECTION2_SIGN, PERMISSIONS.I9_CORRECT];

const PASSPORT = {
  list: 'A',
  document_type: 'US_PASSPORT',
  document_title: 'U.S. Passport',
  issuing_authority: 'U.S. Department of State',
  document_number: '*****5678',
  expiration_date: '2033-05-01',
};
const SECTION2 = {
  documents: [PASSPORT],
  first_day_of_employment: '2025-05-27',
  additional_info: null,
  alt_procedure_used: false,
  employer_last_name: 'Officer',
  employer_first_name: 'Carla',
  employer_title: 'HR Manager',
  business_name: 'Acme Staffing',
  business_address: '5 Market Street',
  business_city: 'Helena',
  business_state: 'MT',
  business_zip: '59601',
};
const S1 = revision(
  { ...CITIZEN_SECTION1, i9_ssn: '*****6789' },
  {
    revision_id: 1,
    signed_at: '2025-05-26T12:00:00.000Z',
    signed_by_name: 'Ana Diaz',
    signed_by_party: 'applicant',
  },
);
const S2_ORIGINAL = revision(SECTION2, {
  revision_id: 2,
  section: 'section2',
  signed_at: '2025-05-28T15:00:00.000Z',
  signed_by_name: 'Carla Officer',
});
const S2_CORRECTED = revision(
  { ...SECTION2, employer_title: 'Payroll Lead' },
  {
    revision_id: 3,
    section: 'section2',
    revision: 2,
    corrects_revision_id: 2,
    signed_at: '2025-05-30T09:00:00.000Z',
    signed_by_name: 'Carla Officer',
    created_at: '2025-05-30T09:00:00.000Z',
  },
);
const RECORD = i9Record({
  status: 'complete',
  first_day_of_employment: '2025-05-27',
  section1: { current: S1, draft: null },
  section2: { current: S2_CORRECTED, draft: null },
});
const summary = ({ value: _value, ...rest }: I9RevisionView): RevisionSummary => rest;
const entry = (r: I9RevisionView, name: string): CorrectionEntry => ({
  revision_id: r.revision_id,
  section: r.section,
  revision: r.revision,
  corrects_revision_id: r.corrects_revision_id ?? 0,
  pending: !r.signed,
  created_by_party: 'user',
  created_by_id: 902,
  corrected_by_name: name,
  created_at: r.created_at,
  signed_by_name: r.signed_by_name,
  signed_at: r.signed_at,
});
const corrections = (pending: I9RevisionView[] = []): CorrectionsAnswer => ({
  record_id: 5,
  history: [entry(S2_CORRECTED, 'Casey Officer'), ...pending.map((p) => entry(p, 'Casey Officer'))],
  pending,
  section1: S1,
  section2: S2_CORRECTED,
});

function serve(permissions: Permission[], record: I9RecordView = RECORD, answer = corrections()) {
  signInAsStaff(api, permissions);
  api.handlers['GET /api/v1/i9/5'] = { body: record };
  api.handlers['GET /api/v1/i9/5/trail'] = {
    body: { record_id: 5, verification: { ok: true, rows: 0, broken_at: null, reason: null }, rows: [] },
  };
  api.handlers['GET /api/v1/submissions/5/expiration'] = {
    body: {
      record_id: 5,
      today: TODAY,
      work_auth_until: null,
      reverify_countdown: null,
      reverify_bucket: null,
      section2_countdown: null,
      retention: null,
      legal_hold: false,
    },
  };
  api.handlers['GET /api/v1/documentreferences'] = { body: documentsFor(1) };
  api.handlers['GET /api/v1/countryreferences'] = { body: COUNTRIES };
  api.handlers['GET /api/v1/corrections/5'] = { body: answer };
  api.handlers['GET /api/v1/submissions/5/revision'] = {
    body: [S1, S2_ORIGINAL, S2_CORRECTED, ...answer.pending].map(summary),
  };
  api.handlers['GET /api/v1/i9details/5/signed'] = {
    body: {
      record_id: 5,
      status: 'complete',
      edition: '01/20/25',
      revisions: [S1, S2_ORIGINAL, S2_CORRECTED],
    },
  };
}

const open = () =>
  renderI9Page('admin/i9/5', [{ path: 'admin/i9/:recordId', element: <I9RecordPage today={TODAY} /> }]);
const panel = () => screen.getByRole('region', { name: 'Corrections and revisions' });
const rowOf = (id: number) => document.querySelector(`tr[data-revision="${id}"]`) as HTMLElement;

describe('corrections and revisions on the staff I-9 record', () => {
  it('a Viewer reads every revision, who corrected it, and the original as it was signed; no correction actions', async () => {
    const user = userEvent.setup();
    serve(VIEWER);
    open();
    await screen.findByRole('table', { name: 'Revisions' });
    expect(within(rowOf(2)).getByText('05/28/2025 — Carla Officer')).toBeInTheDocument();
    expect(within(rowOf(2)).getByText('Original')).toBeInTheDocument();
    expect(within(rowOf(3)).getByText('Corrects revision 1')).toBeInTheDocument();
    expect(within(rowOf(3)).getByText(/^Corrected by Casey Officer on 05\/30\/2025/)).toBeInTheDocument();
    await user.click(within(rowOf(2)).getByRole('button', { name: 'View: Section 2, revision 1' }));
    const original = await screen.findByRole('region', { name: 'Section 2, revision 1' });
    expect(await within(original).findByText('HR Manager')).toBeInTheDocument();
    expect(within(original).getByText('*****5678')).toBeInTheDocument();
    expect(within(rowOf(2)).getByRole('button', { name: 'Hide: Section 2, revision 1' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    for (const name of [
      'Correct Section 2',
      'Request a Section 1 correction',
      'Cancel the pending correction',
    ]) {
      expect(within(panel()).queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('Correct Section 2: the form filled from the signed revision, signed as a correction; the server field errors inline', async () => {
    const user = userEvent.setup();
    serve(OFFICER);
    let refused = true;
    api.handlers[CORRECT_S2] = () =>
      refused
        ? apiError(400, 'validation_failed', { fields: { 'documents[0].document_number': 'es_max' } })
        : { body: corrections() };
    open();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Corrections and revisions' })).findByRole(
        'button',
        { name: 'Correct Section 2' },
      ),
    );
    const form = await screen.findByRole('form', { name: 'Section 2: Employer Review and Verification' });
    const title = within(form).getByRole('textbox', {
      name: 'Title of Employer or Authorized Representative',
    });
    expect(title).toHaveValue('Payroll Lead');
    expect(within(form).getByRole('textbox', { name: 'Document Number (if any)' })).toHaveValue('*****5678');
    expect(within(form).queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Payroll Director');
    await user.click(within(form).getByRole('checkbox', { name: 'I attest to the statement above' }));
    await user.click(within(form).getByRole('button', { name: 'Sign the corrected Section 2' }));
    expect(await within(form).findByText(/^Enter at most/)).toBeInTheDocument();
    expect(title).toHaveValue('Payroll Director');
    expect(api.calls(CORRECT_S2)[0].body).toEqual({
      value: expect.objectContaining({
        employer_title: 'Payroll Director',
        documents: [expect.objectContaining({ document_number: '*****5678' })],
      }),
    });

    refused = false;
    await user.click(within(form).getByRole('button', { name: 'Sign the corrected Section 2' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('form', { name: 'Section 2: Employer Review and Verification' }),
      ).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(api.calls('GET /api/v1/corrections/5').length).toBeGreaterThanOrEqual(2));
    await waitFor(() =>
      expect(api.calls('GET /api/v1/submissions/5/revision').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('requests a Section 1 correction from the employee, then cancels the correction waiting for the signature', async () => {
    const user = userEvent.setup();
    serve(OFFICER);
    const pending = revision(
      { ...CITIZEN_SECTION1, i9_ssn: '*****6789', i9_address1: '2 Oak Avenue' },
      { revision_id: 4, revision: 2, corrects_revision_id: 1, created_at: '2025-06-02T10:00:00.000Z' },
    );
    api.handlers[CORRECT_S1] = () => {
      api.handlers['GET /api/v1/corrections/5'] = { body: corrections([pending]) };
      return { body: { ...corrections([pending]), employee_notified: true } };
    };
    api.handlers[DELETE] = () => {
      api.handlers['GET /api/v1/corrections/5'] = { body: corrections() };
      return { body: { deleted: 1 } };
    };
    open();
    await user.click(await screen.findByRole('button', { name: 'Request a Section 1 correction' }));
    const form = await screen.findByRole('form', { name: /Section 1: Employee Information/ });
    expect(
      within(form).getByText(/The employee is asked to review and sign the corrected Section 1/),
    ).toBeInTheDocument();
    const street = within(form).getByRole('textbox', { name: 'Address (Street Number and Name)' });
    await user.clear(street);
    await user.type(street, '2 Oak Avenue');
    await user.click(within(form).getByRole('button', { name: 'Send the correction to the employee' }));
    const waiting = await within(panel()).findByText(
      /A correction of Section 1 \(revision 2\) waits for the employee to sign it\. Requested by Casey Officer/,
    );
    expect(waiting).toBeInTheDocument();
    expect(screen.getByText('The employee was emailed to review and sign the correction')).toBeInTheDocument();
    expect(api.calls(CORRECT_S1)[0].body).toEqual({
      value: expect.objectContaining({
        i9_address1: '2 Oak Avenue',
        i9_ssn: '*****6789',
        i9_last_name: 'Diaz',
      }),
    });
    expect(
      within(panel()).getByRole('button', { name: 'Change the requested Section 1 correction' }),
    ).toBeInTheDocument();

    await user.click(within(panel()).getByRole('button', { name: 'Cancel the pending correction' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancel the correction waiting for a signature?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the pending correction' }));
    await waitFor(() =>
      expect(within(panel()).queryByText(/waits for the employee to sign it/)).not.toBeInTheDocument(),
    );
    expect(api.calls(DELETE)).toHaveLength(1);
  });

  it('a refused Section 1 correction keeps what was typed and marks the field', async () => {
    const user = userEvent.setup();
    serve(OFFICER);
    api.handlers[CORRECT_S1] = apiError(400, 'validation_failed', { fields: { i9_zip: 'invalid_zip_code' } });
    open();
    await user.click(await screen.findByRole('button', { name: 'Request a Section 1 correction' }));
    const form = await screen.findByRole('form', { name: /Section 1: Employee Information/ });
    const city = within(form).getByRole('textbox', { name: 'City or Town' });
    await user.clear(city);
    await user.type(city, 'Peoria');
    await user.click(within(form).getByRole('button', { name: 'Send the correction to the employee' }));
    expect(
      await within(form).findByText('Some fields are not valid. Check the fields marked below.'),
    ).toBeInTheDocument();
    const zip = within(form).getByRole('textbox', { name: 'ZIP Code' });
    expect(zip.closest('.at-field')?.querySelector('.at-field__error')?.textContent).toBeTruthy();
    expect(city).toHaveValue('Peoria');
  });
});
