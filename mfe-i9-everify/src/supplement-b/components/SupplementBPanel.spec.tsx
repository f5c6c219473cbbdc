/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { documentsFor, PERMISSIONS, type Permission } from '@attest/contracts';
import { apiError, renderI9Page, serveFakeI9Api, signInAsStaff } from '../../testing/i9-test-kit';
import { CITIZEN_SECTION1, i9Record, revision } from '../../testing/i9-fixtures';
import type { I9RecordView } from '../../i9-common/i9-record';
import type { ExpirationAnswer } from '../../record/api/record-api';
import { I9RecordPage } from '../../record/components/I9RecordPage';

const api = serveFakeI9Api('admin/i9/5');
const TODAY = '2025-06-02';
const SIGN = 'POST /api/v1/submissions/5/revision';
const VIEWER: Permission[] = [PERMISSIONS.I9_READ];
const OFFICER: Permission[] = [PERMISSIONS.I9_READ, PERMISSIONS.I9_SECTION2_SIGN];

const EAD = {
  list: 'A',
  document_type: 'EAD_I766',
  document_title: 'Employment Authorization Document (Form I-766)',
  issuing_authority: 'U.S. Citizenship and Immigration Services',
  document_number: '*********7890',
  expiration_date: '2025-07-15',
};
const ALIEN_SECTION1 = {
  ...CITIZEN_SECTION1,
  i9_ssn: '*****6789',
  attest_type: 4,
  uscis_number: '*****6789',
  work_auth_until_date: '2025-07-15',
};
const signedAt = (at: string, name: string) => ({ signed_at: at, signed_by_name: name });
const ALIEN = i9Record({
  status: 'complete',
  first_day_of_employment: '2024-01-08',
  work_auth_until: '2025-07-15',
  section1: {
    current: revision(ALIEN_SECTION1, signedAt('2024-01-05T12:00:00.000Z', 'Ana Diaz')),
    draft: null,
  },
  section2: {
    current: revision(
      {
        documents: [EAD],
        first_day_of_employment: '2024-01-08',
        employer_first_name: 'Carla',
        employer_last_name: 'Officer',
      },
      { section: 'section2', revision_id: 2, ...signedAt('2024-01-10T15:00:00.000Z', 'Carla Officer') },
    ),
    draft: null,
  },
});
const NAME_CHANGE = revision(
  {
    reason: 'name_change',
    new_last_name: 'Diaz-Rivera',
    new_first_name: 'Ana',
    new_middle_initial: null,
    date_of_rehire: null,
    document: null,
    additional_info: null,
    alt_procedure_used: false,
    employer_name: 'Carla Officer',
    signed_date: '2025-03-03',
  },
  { section: 'supplementB', revision_id: 7, ...signedAt('2025-03-03T10:00:00.000Z', 'Carla Officer') },
);
const expiration = (over: Partial<ExpirationAnswer> = {}): ExpirationAnswer => ({
  record_id: 5,
  today: TODAY,
  first_day_of_employment: '2024-01-08',
  section1_due: '2024-01-08',
  section2_due: '2024-01-11',
  section2_countdown: null,
  work_auth_until: '2025-07-15',
  reverify_countdown: {
    due: '2025-07-15',
    status: 'upcoming',
    businessDaysLeft: 30,
    calendarDaysLeft: 43,
    overdueBusinessDays: 0,
  },
  reverify_bucket: 'due_60',
  retention: null,
  legal_hold: false,
  ...over,
});

/** The record as the fake server holds it: a signed entry changes it. */
let current: I9RecordView = ALIEN;

function serve(permissions: Permission[], record: I9RecordView = ALIEN, exp = expiration()) {
  signInAsStaff(api, permissions);
  current = record;
  api.handlers['GET /api/v1/i9/5'] = () => ({ body: current });
  api.handlers['GET /api/v1/i9/5/trail'] = {
    body: { record_id: 5, verification: { ok: true, rows: 0, broken_at: null, reason: null }, rows: [] },
  };
  api.handlers['GET /api/v1/submissions/5/expiration'] = { body: exp };
  api.handlers['GET /api/v1/documentreferences'] = (req) => ({
    body: documentsFor(Number(new URL(req.url, 'http://x').searchParams.get('attestation'))),
  });
  api.handlers['GET /api/v1/corrections/5'] = {
    body: { record_id: 5, history: [], pending: [], section1: null, section2: null },
  };
  api.handlers['GET /api/v1/submissions/5/revision'] = { body: [] };
}

const open = () =>
  renderI9Page('admin/i9/5', [{ path: 'admin/i9/:recordId', element: <I9RecordPage today={TODAY} /> }]);
const panel = () => screen.getByRole('region', { name: 'Supplement B: Reverification and Rehires' });
const form = () => screen.getByRole('form', { name: 'New Supplement B entry' });
const errorNear = (input: HTMLElement) =>
  input.closest('.at-field')?.querySelector('.at-field__error')?.textContent ?? null;

async function start(user: UserEvent) {
  await user.click(
    await screen.findByRole('button', { name: 'Start a reverification, rehire or name change' }),
  );
  return screen.findByRole('form', { name: 'New Supplement B entry' });
}

describe('the Supplement B panel of the staff I-9 record', () => {
  it('a Viewer reads the entries and the reverification countdown, and cannot start an entry', async () => {
    serve(VIEWER, { ...ALIEN, supplement_b: [NAME_CHANGE] });
    open();
    expect(await screen.findByText('Reverify in 43 days')).toBeInTheDocument();
    expect(
      within(panel()).getByText('Work authorization ends on 07/15/2025: reverify no later than that day.'),
    ).toBeInTheDocument();
    expect(within(panel()).getByRole('heading', { name: 'Entry 1' })).toBeInTheDocument();
    expect(within(panel()).getByText('Legal name change')).toBeInTheDocument();
    expect(within(panel()).getByText('Ana Diaz-Rivera')).toBeInTheDocument();
    expect(within(panel()).getByText('Signed on 03/03/2025 — Carla Officer')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Start a reverification, rehire or name change' }),
    ).not.toBeInTheDocument();
  });

  it('reverifies with a List A document: never List B, the rules inline, the signed entry after', async () => {
    const user = userEvent.setup();
    serve(OFFICER);
    api.handlers[SIGN] = (req) => {
      const { value } = JSON.parse(req.body) as { value: Record<string, unknown> };
      const entry = {
        ...value,
        document: { ...(value.document as object), document_number: '*********4321' },
      };
      current = {
        ...ALIEN,
        work_auth_until: '2027-06-30',
        supplement_b: [
          revision(entry, {
            section: 'supplementB',
            revision_id: 9,
            ...signedAt('2025-06-02T16:00:00.000Z', 'Casey Compliance'),
          }),
        ],
      };
      return { body: current };
    };
    open();
    await start(user);
    const reasons = within(form()).getByRole('group', { name: 'Reason' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Rehire', 'Legal name change', 'Reverification']);
    expect(
      within(form()).getByRole('textbox', { name: 'Name of Employer or Authorized Representative' }),
    ).toHaveValue('Casey Compliance');
    expect(within(form()).getByRole('textbox', { name: "Today's Date" })).toHaveValue('06/02/2025');
    await user.click(within(form()).getByRole('button', { name: 'Sign Supplement B' }));
    expect(within(reasons).getByText('Required Field')).toBeInTheDocument();
    expect(within(form()).getByText('Check the box to attest')).toBeInTheDocument();

    await user.click(within(reasons).getByRole('radio', { name: 'Reverification' }));
    const lists = within(form()).getByRole('group', { name: 'Document the employee presented' });
    expect(
      within(lists)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['A document from List A', 'A document from List C']);
    const doc = within(form()).getByRole('group', { name: 'List A document' });
    const type = within(doc).getByRole('combobox', { name: 'Document type' });
    expect(within(type).queryByRole('option', { name: "Driver's License" })).not.toBeInTheDocument();
    await user.selectOptions(type, 'EAD_I766');
    expect(within(doc).getByRole('textbox', { name: 'Issuing Authority' })).toHaveValue(
      'U.S. Citizenship and Immigration Services',
    );
    await user.type(within(doc).getByRole('textbox', { name: 'Document Number (if any)' }), 'SRC7654321');
    await user.type(within(doc).getByRole('textbox', { name: 'Expiration Date (if any)' }), '05012025');
    await user.click(within(form()).getByRole('checkbox', { name: 'I attest to the statement above' }));
    await user.click(within(form()).getByRole('button', { name: 'Sign Supplement B' }));
    expect(errorNear(within(doc).getByRole('textbox', { name: 'Expiration Date (if any)' }))).toBe(
      'The document has expired: the employee must present an unexpired document',
    );
    expect(api.calls(SIGN)).toEqual([]);

    await user.clear(within(doc).getByRole('textbox', { name: 'Expiration Date (if any)' }));
    await user.type(within(doc).getByRole('textbox', { name: 'Expiration Date (if any)' }), '06302027');
    await user.click(within(form()).getByRole('button', { name: 'Sign Supplement B' }));
    expect(await within(panel()).findByRole('heading', { name: 'Entry 1' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New Supplement B entry' })).not.toBeInTheDocument();
    expect(within(panel()).getByText('*********4321')).toBeInTheDocument();
    expect(api.calls(SIGN)[0].body).toEqual({
      confirmed: true,
      value: {
        reason: 'reverification',
        new_last_name: null,
        new_first_name: null,
        new_middle_initial: null,
        date_of_rehire: null,
        document: {
          list: 'A',
          document_type: 'EAD_I766',
          document_title: 'Employment Authorization Document (Form I-766)',
          issuing_authority: 'U.S. Citizenship and Immigration Services',
          document_number: 'SRC7654321',
          expiration_date: '2027-06-30',
        },
        additional_info: null,
        alt_procedure_used: false,
        employer_name: 'Casey Compliance',
        signed_date: TODAY,
      },
    });
    // The deadlines and the trail are asked again.
    await waitFor(() =>
      expect(api.calls('GET /api/v1/submissions/5/expiration').length).toBeGreaterThanOrEqual(2),
    );
    await waitFor(() => expect(api.calls('GET /api/v1/i9/5/trail').length).toBeGreaterThanOrEqual(2));
  });

  it('never offers reverification when nothing expires (a citizen, a permanent resident card, List B)', async () => {
    const user = userEvent.setup();
    const citizen = i9Record({
      ...ALIEN,
      work_auth_until: null,
      section1: {
        current: revision(
          { ...CITIZEN_SECTION1, i9_ssn: '*****6789' },
          signedAt('2024-01-05T12:00:00.000Z', 'Ana Diaz'),
        ),
        draft: null,
      },
    });
    serve(
      OFFICER,
      citizen,
      expiration({ work_auth_until: null, reverify_countdown: null, reverify_bucket: null }),
    );
    open();
    expect(await screen.findByText('Nothing on this Form I-9 calls for reverification')).toBeInTheDocument();
    await start(user);
    const reasons = within(form()).getByRole('group', { name: 'Reason' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Rehire', 'Legal name change']);
  });

  it("a rehire the server refuses shows the server's message on the rehire date and keeps what was typed", async () => {
    const user = userEvent.setup();
    serve(OFFICER);
    api.handlers[SIGN] = apiError(400, 'validation_failed', {
      fields: { date_of_rehire: 'i9_rehire_new_form_required' },
    });
    open();
    await start(user);
    await user.click(within(form()).getByRole('radio', { name: 'Rehire' }));
    // A rehire more than 3 years after the I-9 is refused by the same rule before anything is sent.
    const date = within(form()).getByRole('textbox', { name: 'Date of Rehire' });
    await user.type(date, '02012027');
    await user.click(within(form()).getByRole('checkbox', { name: 'I attest to the statement above' }));
    await user.click(within(form()).getByRole('button', { name: 'Sign Supplement B' }));
    expect(errorNear(date)).toBe('More than 3 years since the original Form I-9: complete a new Form I-9');
    expect(api.calls(SIGN)).toEqual([]);

    await user.clear(date);
    await user.type(date, '05152025');
    await user.type(
      within(form()).getByRole('textbox', { name: 'Additional Information' }),
      'Back for the season',
    );
    await user.click(within(form()).getByRole('button', { name: 'Sign Supplement B' }));
    expect(
      await within(form()).findByText('Some fields are not valid. Check the fields marked below.'),
    ).toBeInTheDocument();
    expect(errorNear(date)).toBe('More than 3 years since the original Form I-9: complete a new Form I-9');
    expect(date).toHaveValue('05/15/2025');
    expect(within(form()).getByRole('textbox', { name: 'Additional Information' })).toHaveValue(
      'Back for the season',
    );
    expect(api.calls(SIGN)[0].body).toMatchObject({
      value: {
        reason: 'rehire',
        date_of_rehire: '2025-05-15',
        document: null,
        additional_info: 'Back for the season',
      },
    });
  });
});
