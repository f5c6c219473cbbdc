/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  configAnswer,
  renderI9Page,
  serveFakeI9Api,
  signInAsApplicant,
  type Answer,
} from '../../testing/i9-test-kit';
import { CITIZEN_SECTION1, COUNTRIES, i9Record, revision } from '../../testing/i9-fixtures';
import { Section1Page } from './Section1Page';

const api = serveFakeI9Api('i9/section1');
const PUT = 'PUT /api/v1/i9/section1';
const SIGN = 'POST /api/v1/i9/section1/sign';
const TODAY = '2025-06-02';

/** The server keeps what it was sent (a draft), and signs it. */
function serve(start = i9Record(), sign?: (body: Record<string, unknown>) => Answer | undefined) {
  let current = start;
  api.handlers['GET /api/v1/i9'] = () => ({ body: current });
  api.handlers['GET /api/v1/countryreferences'] = { body: COUNTRIES };
  api.handlers[PUT] = (req) => {
    const body = JSON.parse(req.body) as Record<string, unknown>;
    current = {
      ...current,
      section1: {
        ...current.section1,
        draft: revision({ ...(current.section1.draft?.value ?? {}), ...body, i9_ssn: '*****6789' }),
      },
    };
    return { body: current };
  };
  api.handlers[SIGN] = (req) => {
    const body = JSON.parse(req.body) as Record<string, unknown>;
    const answer = sign?.(body);
    if (answer) {
      return answer;
    }
    const signed = revision(current.section1.draft?.value ?? {}, {
      signed_at: '2025-06-02T15:30:00.000Z',
      signed_by_name: 'Ana Diaz',
    });
    current = { ...current, status: 'section1_signed', section1: { current: signed, draft: null } };
    return { body: current };
  };
}

const open = async () => {
  signInAsApplicant();
  renderI9Page('i9/section1', [{ path: 'i9/section1', element: <Section1Page today={TODAY} /> }]);
  return screen.findByRole('form', { name: /Section 1: Employee Information/ });
};
const box = (name: string | RegExp) => screen.getByRole('textbox', { name });
const errorOf = (name: string | RegExp) => {
  const input = screen.getByRole('textbox', { name });
  return input.closest('.at-field')?.querySelector('.at-field__error')?.textContent ?? null;
};
const bodies = (key: string) => api.calls(key).map((c) => c.body as Record<string, unknown>);

async function fillCitizen(user: UserEvent) {
  await user.type(box('Last Name (Family Name)'), 'Diaz');
  await user.type(box('First Name (Given Name)'), 'Ana');
  await user.type(box('Middle Initial (if any)'), 'M');
  await user.type(box('Address (Street Number and Name)'), '12 Main St');
  await user.type(box('City or Town'), 'Springfield');
  await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'IL');
  await user.type(box('ZIP Code'), '62701');
  await user.type(box('Date of Birth'), '01151990');
  await user.type(box('U.S. Social Security Number'), '123456789');
  await user.type(box("Employee's Email Address"), 'ana@example.com');
  await user.click(screen.getByRole('radio', { name: '1. A citizen of the United States' }));
}

async function signAs(user: UserEvent, name: string) {
  await user.click(
    screen.getByRole('checkbox', { name: 'I attest that the information above is true and correct' }),
  );
  await user.type(box(/Type your full name to sign/), name);
  await user.click(screen.getByRole('button', { name: 'Confirm and sign' }));
}

describe('Section 1, the applicant', () => {
  it('shows every rule error inline on Continue and sends nothing', async () => {
    const user = userEvent.setup();
    serve();
    await open();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(errorOf('Last Name (Family Name)')).toBe('Required Field');
    expect(errorOf('Middle Initial (if any)')).toBe('Enter your middle initial, or check "No middle name"');
    expect(errorOf('Date of Birth')).toBe('Required Field');
    expect(screen.getByText('Check one box for your citizenship or immigration status')).toBeInTheDocument();
    expect(api.calls(PUT)).toEqual([]);
    await user.type(box('U.S. Social Security Number'), '666121234');
    expect(box('U.S. Social Security Number')).toHaveValue('666-12-1234');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(errorOf('U.S. Social Security Number')).toBe('Invalid SSN');
  });

  it('saves, shows "Check what you entered", signs with the typed name and shows the signed Section 1', async () => {
    const user = userEvent.setup();
    serve();
    await open();
    await fillCitizen(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const review = await screen.findByRole('form', { name: 'Check what you entered' });
    expect(bodies(PUT)).toEqual([
      expect.objectContaining({
        i9_last_name: 'Diaz',
        i9_ssn: '123456789',
        i9_dob: '1990-01-15',
        attest_type: 1,
        i9_state: 'IL',
        uscis_number: null,
        preparers: [],
      }),
    ]);
    expect(within(review).getByText('123-45-6789')).toBeInTheDocument();
    expect(within(review).getByText('01/15/1990')).toBeInTheDocument();
    expect(within(review).getByText('A citizen of the United States')).toBeInTheDocument();
    await signAs(user, 'ana diaz ');
    expect(await screen.findByText(/Signed on 06\/02\/2025/)).toBeInTheDocument();
    expect(bodies(SIGN)).toEqual([{ confirmed: true }]);
    expect(screen.getByText('***-**-6789')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm and sign' })).not.toBeInTheDocument();
  });

  it('refuses a signature name that is not the one entered, and Change goes back with everything kept', async () => {
    const user = userEvent.setup();
    serve();
    await open();
    await fillCitizen(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('form', { name: 'Check what you entered' });
    await signAs(user, 'Someone Else');
    expect(screen.getByText('Type your name as entered above: Ana Diaz')).toBeInTheDocument();
    expect(api.calls(SIGN)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByRole('textbox', { name: 'City or Town' })).toHaveValue('Springfield');
    expect(box('U.S. Social Security Number')).toHaveValue('123-45-6789');
  });

  it('a date of birth that differs from the profile (409) is confirmed, or re-entered with the field marked', async () => {
    const user = userEvent.setup();
    serve(i9Record(), (body) =>
      body.mismatch_confirmed
        ? undefined
        : ({
            status: 409,
            body: {
              statusCode: 409,
              messageKey: 'i9_section1_mismatch',
              details: { fields: { i9_dob: 'i9_dob_mismatch' } },
            },
          } as Answer),
    );
    await open();
    await fillCitizen(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('form', { name: 'Check what you entered' });
    await signAs(user, 'Ana Diaz');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('What you entered differs from your profile');
    expect(alert).toHaveTextContent('Date of Birth: This date of birth is not the one in your profile');
    await user.click(within(alert).getByRole('button', { name: 'Re-enter' }));
    expect(await screen.findByRole('textbox', { name: 'Date of Birth' })).toHaveValue('01/15/1990');
    expect(errorOf('Date of Birth')).toBe('This date of birth is not the one in your profile');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('form', { name: 'Check what you entered' });
    await signAs(user, 'Ana Diaz');
    await user.click(await screen.findByRole('button', { name: 'What I entered is correct: sign' }));
    expect(await screen.findByText(/Signed on 06\/02\/2025/)).toBeInTheDocument();
    expect(bodies(SIGN)).toEqual([
      { confirmed: true },
      { confirmed: true },
      { confirmed: true, mismatch_confirmed: true },
    ]);
  });

  it('keeps what was typed when the draft is refused, and shows the server field errors inline', async () => {
    const user = userEvent.setup();
    serve();
    api.handlers[PUT] = {
      status: 400,
      body: { statusCode: 400, messageKey: 'validation_failed', details: { fields: { i9_city: 'es_max' } } },
    };
    await open();
    await user.type(box('City or Town'), 'Springfield');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText('Some fields are not valid. Check the fields marked below.'),
    ).toBeInTheDocument();
    expect(errorOf('City or Town')).toMatch(/^Enter at most/);
    expect(box('City or Town')).toHaveValue('Springfield');
  });

  it('a lawful permanent resident gives the A-Number; a noncitizen chooses one number and the country list', async () => {
    const user = userEvent.setup();
    serve();
    await open();
    await fillCitizen(user);
    await user.click(screen.getByRole('radio', { name: '3. A lawful permanent resident' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(errorOf('USCIS or A-Number')).toBe('Required Field');
    await user.type(box('USCIS or A-Number'), 'A12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(errorOf('USCIS or A-Number')).toMatch(/^Enter an A-Number \(7 to 9 digits/);

    await user.click(screen.getByRole('radio', { name: /^4\. A noncitizen/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(errorOf('Work authorization expiration date')).toBe('Required Field');
    expect(screen.getByText(/^Enter one of: A-Number\/USCIS number, Form I-94/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'N/A: my work authorization does not expire' }));
    await user.click(screen.getByRole('radio', { name: 'Foreign Passport Number and Country of Issuance' }));
    await user.type(box('Foreign Passport Number'), 'X1234567');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country of Issuance' }), 'Mexico');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('form', { name: 'Check what you entered' });
    expect(bodies(PUT)[0]).toEqual(
      expect.objectContaining({
        attest_type: 4,
        work_auth_na: true,
        work_auth_until_date: null,
        uscis_number: null,
        form_i94_num: null,
        foreign_passport_num: 'X1234567',
        foreign_country: 'Mexico',
      }),
    );
  });

  it('Supplement A: a preparer is required once chosen, and sent with the day', async () => {
    const user = userEvent.setup();
    serve();
    await open();
    await fillCitizen(user);
    await user.click(
      screen.getByRole('radio', {
        name: 'A preparer and/or translator assisted me in completing Section 1.',
      }),
    );
    const row = screen.getByRole('group', { name: 'Preparer or translator 1' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(row).getAllByText('Required Field').length).toBeGreaterThanOrEqual(5);
    await user.type(within(row).getByRole('textbox', { name: 'Last Name (Family Name)' }), 'Ruiz');
    await user.type(within(row).getByRole('textbox', { name: 'First Name (Given Name)' }), 'Luz');
    await user.type(
      within(row).getByRole('textbox', { name: 'Address (Street Number and Name)' }),
      '3 Oak Ave',
    );
    await user.type(within(row).getByRole('textbox', { name: 'City or Town' }), 'Chicago');
    await user.selectOptions(within(row).getByRole('combobox', { name: 'State' }), 'IL');
    await user.type(within(row).getByRole('textbox', { name: 'ZIP Code' }), '60601');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('form', { name: 'Check what you entered' });
    expect(bodies(PUT)[0]).toEqual(
      expect.objectContaining({
        i9_use_preparer: true,
        preparers: [
          {
            last_name: 'Ruiz',
            first_name: 'Luz',
            middle_initial: null,
            address: '3 Oak Ave',
            city: 'Chicago',
            state: 'IL',
            zip: '60601',
            signed_date: TODAY,
            email: null,
          },
        ],
      }),
    );
    expect(screen.getByText('Luz Ruiz, 3 Oak Ave, Chicago, IL 60601')).toBeInTheDocument();
  });

  it('a saved draft comes back with the SSN masked: kept unless changed; required when the customer says so', async () => {
    const user = userEvent.setup();
    serve(
      i9Record({
        section1: { current: null, draft: revision({ ...CITIZEN_SECTION1, i9_ssn: '*****6789' }) },
      }),
    );
    api.handlers['GET /api/v1/configurations'] = configAnswer({ require_section1_ssn: 'true' });
    await open();
    expect(screen.getByText('***-**-6789')).toBeInTheDocument();
    expect(box('Last Name (Family Name)')).toHaveValue('Diaz');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('form', { name: 'Check what you entered' });
    expect(bodies(PUT)[0]).toEqual(expect.objectContaining({ i9_ssn: '*****6789' }));
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.click(await screen.findByRole('button', { name: 'Change the Social Security number' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(errorOf('U.S. Social Security Number')).toBe('Required Field');
    await user.click(
      screen.getByRole('checkbox', {
        name: 'I have applied for a Social Security number and have not received it yet',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('form', { name: 'Check what you entered' });
    await waitFor(() =>
      expect(bodies(PUT)[1]).toEqual(expect.objectContaining({ i9_ssn: null, i9_no_ssn: true })),
    );
  });

  it('a signed Section 1 is read only, with the day it was signed', async () => {
    serve(
      i9Record({
        status: 'section1_signed',
        section1: {
          current: revision(
            { ...CITIZEN_SECTION1, i9_ssn: '*****6789' },
            { signed_at: '2025-05-30T12:00:00.000Z', signed_by_name: 'Ana Diaz' },
          ),
          draft: null,
        },
      }),
    );
    signInAsApplicant();
    renderI9Page('i9/section1', [{ path: 'i9/section1', element: <Section1Page today={TODAY} /> }]);
    expect(await screen.findByText('Signed on 05/30/2025 — Ana Diaz')).toBeInTheDocument();
    expect(screen.getByText('Springfield')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
