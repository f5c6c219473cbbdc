/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { documentsFor, PERMISSIONS, type Permission } from '@attest/contracts';
import { configAnswer, renderI9Page, serveFakeI9Api, signInAsStaff } from '../../testing/i9-test-kit';
import { CITIZEN_SECTION1, i9Record, revision } from '../../testing/i9-fixtures';
import type { I9RecordView } from '../../i9-common/i9-record';
import type { TrailAnswer } from '../api/record-api';
import { I9RecordPage } from './I9RecordPage';

const api = serveFakeI9Api('admin/i9/5');
const TODAY = '2025-06-02';
const SIGN = 'POST /api/v1/i9/5/section2/sign';
const VIEWER: Permission[] = [PERMISSIONS.I9_READ];
const OFFICER: Permission[] = [PERMISSIONS.I9_READ, PERMISSIONS.I9_SECTION2_SIGN, PERMISSIONS.PII_SSN_REVEAL];

const signedSection1 = (value: Record<string, unknown>) =>
  revision(value, {
    signed_at: '2025-05-30T12:00:00.000Z',
    signed_by_name: 'Ana Diaz',
    signed_by_party: 'applicant',
  });
const RECORD = i9Record({
  status: 'section1_signed',
  first_day_of_employment: '2025-06-02',
  section2_due: '2025-06-05',
  section1: { current: signedSection1({ ...CITIZEN_SECTION1, i9_ssn: '*****6789' }), draft: null },
});
const TRAIL: TrailAnswer = {
  record_id: 5,
  verification: { ok: true, rows: 2, broken_at: null, reason: null },
  rows: [
    {
      seq: 1,
      at: '2025-05-30T11:00:00.000Z',
      actor_party: 'applicant',
      actor_id: 42,
      actor_name: 'Ana Diaz',
      acting_user_id: null,
      ip: '10.0.0.9',
      action: 'update',
      target: 'section1#1',
      before: null,
      after: { i9_last_name: 'Diaz' },
      hash: 'a',
    },
    {
      seq: 2,
      at: '2025-05-30T12:00:00.000Z',
      actor_party: 'applicant',
      actor_id: 42,
      actor_name: 'Ana Diaz',
      acting_user_id: null,
      ip: '10.0.0.9',
      action: 'sign',
      target: 'section1#1',
      before: null,
      after: { attested: true },
      hash: 'b',
    },
  ],
};

function serve(permissions: Permission[], record: I9RecordView = RECORD, trail: TrailAnswer = TRAIL) {
  signInAsStaff(api, permissions);
  api.handlers['GET /api/v1/i9/5'] = (req) =>
    req.url.includes('reveal=true')
      ? {
          body: {
            ...record,
            revealed: true,
            section1: { ...record.section1, current: signedSection1({ ...CITIZEN_SECTION1 }) },
          },
        }
      : { body: record };
  api.handlers['GET /api/v1/i9/5/trail'] = { body: trail };
  api.handlers['GET /api/v1/submissions/5/expiration'] = {
    body: {
      record_id: 5,
      today: TODAY,
      first_day_of_employment: '2025-06-02',
      section1_due: '2025-06-02',
      section2_due: '2025-06-05',
      section2_countdown: {
        due: '2025-06-05',
        status: 'upcoming',
        businessDaysLeft: 3,
        calendarDaysLeft: 3,
        overdueBusinessDays: 0,
      },
      work_auth_until: null,
      reverify_countdown: null,
      reverify_bucket: null,
      retention: null,
      legal_hold: false,
    },
  };
  api.handlers['GET /api/v1/documentreferences'] = { body: documentsFor(1) };
}

const open = () =>
  renderI9Page('admin/i9/5', [{ path: 'admin/i9/:recordId', element: <I9RecordPage today={TODAY} /> }]);
const section2 = () => screen.getByRole('form', { name: 'Section 2: Employer Review and Verification' });

async function fillListBAndC(user: UserEvent) {
  await user.click(
    within(section2()).getByRole('radio', { name: 'One document from List B and one from List C' }),
  );
  const b = screen.getByRole('group', { name: 'List B: identity' });
  await user.selectOptions(within(b).getByRole('combobox', { name: 'Document type' }), 'DRIVERS_LICENSE');
  expect(within(b).getByRole('textbox', { name: 'Document Title' })).toHaveValue("Driver's License");
  await user.type(within(b).getByRole('textbox', { name: 'Issuing Authority' }), 'Illinois');
  await user.type(within(b).getByRole('textbox', { name: 'Document Number (if any)' }), 'D123-4567-8901');
  const c = screen.getByRole('group', { name: 'List C: employment authorization' });
  await user.selectOptions(within(c).getByRole('combobox', { name: 'Document type' }), 'SSN_CARD');
  await user.type(within(c).getByRole('textbox', { name: 'Document Number (if any)' }), '123456789');
  return { b, c };
}

async function fillEmployer(user: UserEvent) {
  const form = section2();
  await user.type(
    within(form).getByRole('textbox', { name: 'Title of Employer or Authorized Representative' }),
    'HR Manager',
  );
  await user.type(
    within(form).getByRole('textbox', { name: "Employer's Business or Organization Name" }),
    'Acme Staffing',
  );
  await user.type(
    within(form).getByRole('textbox', { name: /^Employer's Business or Organization Address/ }),
    '1 Market St',
  );
  await user.type(within(form).getByRole('textbox', { name: 'City or Town' }), 'Chicago');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'State' }), 'IL');
  await user.type(within(form).getByRole('textbox', { name: 'ZIP Code' }), '60601');
}

describe('the staff I-9 record', () => {
  it('a Viewer reads Section 1 masked, the deadlines and the verified trail, and can neither reveal nor sign', async () => {
    serve(VIEWER);
    open();
    expect(await screen.findByRole('heading', { name: 'Form I-9: Ana Diaz' })).toBeInTheDocument();
    expect(screen.getByText('***-**-6789')).toBeInTheDocument();
    expect(await screen.findByText('Section 2 due in 3 business days')).toBeInTheDocument();
    expect(screen.getByText('Section 1 signed')).toBeInTheDocument();
    expect(screen.getByText('Section 2 is not signed yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reveal numbers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Section 2' })).not.toBeInTheDocument();
    expect(await screen.findByText('Verified: 2 entries, none changed or removed.')).toBeInTheDocument();
    expect(screen.getByText(/Signed: Section 1, revision 1/)).toBeInTheDocument();
    expect(screen.getAllByText('(10.0.0.9)')).toHaveLength(2);
  });

  it('a user with pii.ssn.reveal reveals the numbers through the server and hides them again', async () => {
    const user = userEvent.setup();
    serve(OFFICER);
    open();
    await user.click(await screen.findByRole('button', { name: 'Reveal numbers' }));
    expect(await screen.findByText('123-45-6789')).toBeInTheDocument();
    expect(api.calls('GET /api/v1/i9/5').map((c) => c.url)).toContain('/api/v1/i9/5?reveal=true');
    await user.click(screen.getByRole('button', { name: 'Hide numbers' }));
    expect(await screen.findByText('***-**-6789')).toBeInTheDocument();
  });

  it('Section 2: quick-select List B and C, inline rule errors, the attestation, then the signed Section 2', async () => {
    const user = userEvent.setup();
    serve(OFFICER);
    let signed: I9RecordView | null = null;
    api.handlers[SIGN] = (req) => {
      const { value } = JSON.parse(req.body) as { value: Record<string, unknown> };
      signed = {
        ...RECORD,
        status: 'complete',
        section2: {
          current: revision(value, {
            section: 'section2',
            signed_at: '2025-06-02T16:00:00.000Z',
            signed_by_name: 'Casey Compliance',
          }),
          draft: null,
        },
      };
      return { body: signed };
    };
    open();
    await screen.findByRole('form', { name: 'Section 2: Employer Review and Verification' });
    expect(
      within(section2()).getByRole('textbox', {
        name: 'First Name of Employer or Authorized Representative',
      }),
    ).toHaveValue('Casey');
    expect(within(section2()).getByRole('textbox', { name: 'First Day of Employment' })).toHaveValue(
      '06/02/2025',
    );
    await user.click(screen.getByRole('button', { name: 'Sign Section 2' }));
    expect(within(section2()).getByText('Record the documents the employee presented')).toBeInTheDocument();
    expect(within(section2()).getByText('Check the box to attest')).toBeInTheDocument();
    const { b } = await fillListBAndC(user);
    await fillEmployer(user);
    await user.click(screen.getByRole('button', { name: 'Sign Section 2' }));
    expect(within(b).getByText('Enter the expiration date')).toBeInTheDocument();
    await user.type(within(b).getByRole('textbox', { name: 'Expiration Date (if any)' }), '01312024');
    await user.click(screen.getByRole('button', { name: 'Sign Section 2' }));
    expect(
      within(b).getByText('The document has expired: the employee must present an unexpired document'),
    ).toBeInTheDocument();
    await user.clear(within(b).getByRole('textbox', { name: 'Expiration Date (if any)' }));
    await user.type(within(b).getByRole('textbox', { name: 'Expiration Date (if any)' }), '01312029');
    await user.click(screen.getByRole('checkbox', { name: 'I attest to the statement above' }));
    expect(api.calls(SIGN)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sign Section 2' }));
    expect(await screen.findByText('Signed on 06/02/2025 — Casey Compliance')).toBeInTheDocument();
    expect(screen.getByText("Driver's License")).toBeInTheDocument();
    expect(api.calls(SIGN)[0].body).toEqual({
      confirmed: true,
      value: expect.objectContaining({
        documents: [
          {
            list: 'B',
            document_type: 'DRIVERS_LICENSE',
            document_title: "Driver's License",
            issuing_authority: 'Illinois',
            document_number: 'D123-4567-8901',
            expiration_date: '2029-01-31',
          },
          {
            list: 'C',
            document_type: 'SSN_CARD',
            document_title: 'Social Security Account Number Card (unrestricted)',
            issuing_authority: 'Social Security Administration',
            document_number: '123456789',
            expiration_date: null,
          },
        ],
        first_day_of_employment: '2025-06-02',
        employer_first_name: 'Casey',
        employer_last_name: 'Compliance',
        business_state: 'IL',
      }),
    });
    expect(screen.queryByRole('button', { name: 'Sign Section 2' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /api/v1/i9/5/trail').length).toBeGreaterThanOrEqual(2));
  });

  it('a refusal keeps what was typed and puts the server errors on the document fields', async () => {
    const user = userEvent.setup();
    serve(OFFICER);
    api.handlers['GET /api/v1/configurations'] = configAnswer({ enable_alt_doc_examination: 'true' });
    api.handlers['PUT /api/v1/i9/5/section2'] = {
      status: 400,
      body: {
        statusCode: 400,
        messageKey: 'validation_failed',
        details: { fields: { 'documents[0].document_number': 'es_max' } },
      },
    };
    open();
    await screen.findByRole('form', { name: 'Section 2: Employer Review and Verification' });
    expect(
      screen.getByRole('checkbox', { name: /alternative procedure authorized by DHS/ }),
    ).toBeInTheDocument();
    const { b } = await fillListBAndC(user);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText('Some fields are not valid. Check the fields marked below.'),
    ).toBeInTheDocument();
    expect(within(b).getByText(/^Enter at most/)).toBeInTheDocument();
    expect(within(b).getByRole('textbox', { name: 'Document Number (if any)' })).toHaveValue(
      'D123-4567-8901',
    );
  });

  it('a List A combination records each of its documents; a broken trail says where', async () => {
    const user = userEvent.setup();
    serve(
      OFFICER,
      i9Record({
        ...RECORD,
        section1: {
          current: signedSection1({
            ...CITIZEN_SECTION1,
            attest_type: 4,
            work_auth_na: true,
            form_i94_num: '12345678901',
          }),
          draft: null,
        },
      }),
      {
        ...TRAIL,
        verification: { ok: false, rows: 2, broken_at: 2, reason: 'hash_mismatch' },
      },
    );
    api.handlers['GET /api/v1/documentreferences'] = { body: documentsFor(4) };
    open();
    expect(
      await screen.findByText('Verification failed at entry 2: an entry was changed.'),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'One document from List A' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'List A document' }),
      'FOREIGN_PASSPORT_WITH_I94',
    );
    expect(screen.getByRole('group', { name: 'Foreign Passport' })).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: 'Form I-94/I-94A Arrival/Departure Record' }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Also presented (if any)' }), 'FORM_I20');
    expect(screen.getByRole('group', { name: 'Form I-20' })).toBeInTheDocument();
  });
});
