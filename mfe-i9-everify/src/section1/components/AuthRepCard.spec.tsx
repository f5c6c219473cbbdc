/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, renderI9Page, serveFakeI9Api, signInAsApplicant } from '../../testing/i9-test-kit';
import { COUNTRIES, i9Record } from '../../testing/i9-fixtures';
import type { AuthRepAnswer, SecondSignerView } from '../../second-signer/api/second-signer-types';
import { AuthRepCard } from './AuthRepCard';
import { Section1Page } from './Section1Page';

const api = serveFakeI9Api('i9/section1');
const GET = 'GET /api/v1/i9/auth-rep';
const PUT = 'PUT /api/v1/i9/auth-rep';

const answer = (over: Partial<AuthRepAnswer> = {}): AuthRepAnswer => ({
  record_id: 5,
  allowed_methods: ['0', '1'],
  choice: null,
  editable: true,
  ...over,
});
const choice = (over: Partial<SecondSignerView> = {}): SecondSignerView => ({
  first_name: 'Remy',
  last_name: 'Notary',
  email: 'r***@notary.test',
  mobile: null,
  contact_method: '0',
  status: 'invited',
  invited_at: '2025-06-02T15:00:00.000Z',
  link_expires_at: '2025-06-09T15:00:00.000Z',
  used_at: null,
  last_activity_at: null,
  review_note: null,
  ...over,
});

const open = () => {
  signInAsApplicant();
  renderI9Page('i9/section1', [{ path: 'i9/section1', element: <AuthRepCard /> }]);
};
const card = () => screen.getByRole('form', { name: 'Authorized representative for Section 2' });
const errorOf = (name: string) =>
  screen.getByRole('textbox', { name }).closest('.at-field')?.querySelector('.at-field__error')
    ?.textContent ?? null;

describe('the authorized representative card (Section 1)', () => {
  it('offers the methods the customer allows; the server’s three "must differ" keys show under the fields and nothing typed is lost', async () => {
    const user = userEvent.setup();
    api.handlers[GET] = { body: answer() };
    api.handlers[PUT] = apiError(400, 'validation_failed', {
      fields: {
        first_name: 'applicant_assign_ss_different_name',
        email: 'applicant_assign_ss_different_email',
      },
    });
    open();
    await screen.findByRole('form', { name: 'Authorized representative for Section 2' });
    expect(
      within(card())
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['0', '1']);
    expect(
      screen.queryByRole('radio', { name: 'My employer will assign the representative later' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Send the link by email' }));
    await user.type(screen.getByRole('textbox', { name: 'Representative’s first name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Representative’s last name' }), 'Diaz');
    await user.type(
      screen.getByRole('textbox', { name: 'Representative’s email address' }),
      'ana@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Save representative' }));
    expect(
      await screen.findByText("The representative's name must differ from the employee's"),
    ).toBeInTheDocument();
    expect(errorOf('Representative’s email address')).toBe(
      "The representative's email must differ from the employee's",
    );
    expect(screen.getByRole('textbox', { name: 'Representative’s first name' })).toHaveValue('Ana');
    expect(api.calls(PUT)[0].body).toEqual({
      contact_method: '0',
      first_name: 'Ana',
      last_name: 'Diaz',
      email: 'ana@example.com',
      mobile: null,
    });
    // The mobile's key shows the same way for a text message.
    api.handlers[PUT] = apiError(400, 'validation_failed', {
      fields: { mobile: 'applicant_assign_ss_different_mobile' },
    });
    await user.click(screen.getByRole('radio', { name: 'Send the link by text message' }));
    await user.type(screen.getByRole('textbox', { name: 'Representative’s mobile number' }), '4065550100');
    await user.click(screen.getByRole('button', { name: 'Save representative' }));
    expect(
      await screen.findByText("The representative's mobile number must differ from the employee's"),
    ).toBeInTheDocument();
    expect(api.calls(PUT)[1].body).toEqual({
      contact_method: '1',
      first_name: 'Ana',
      last_name: 'Diaz',
      email: null,
      mobile: '4065550100',
    });
  });

  it('saves and shows where the link stands', async () => {
    const user = userEvent.setup();
    api.handlers[GET] = { body: answer({ allowed_methods: ['0', '2'] }) };
    api.handlers[PUT] = {
      body: answer({
        allowed_methods: ['0', '2'],
        choice: choice({
          status: 'pending',
          contact_method: '2',
          first_name: null,
          last_name: null,
          email: null,
        }),
      }),
    };
    open();
    await user.click(
      await screen.findByRole('radio', { name: 'My employer will assign the representative later' }),
    );
    expect(screen.queryByRole('textbox', { name: 'Representative’s first name' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save representative' }));
    expect(await screen.findByText('Your employer will assign the representative.')).toBeInTheDocument();
    expect(api.calls(PUT)[0].body).toEqual({
      contact_method: '2',
      first_name: null,
      last_name: null,
      email: null,
      mobile: null,
    });
  });

  it('is read only once Section 2 is signed, and absent when no method is offered', async () => {
    api.handlers[GET] = {
      body: answer({
        editable: false,
        choice: choice({ status: 'signed', used_at: '2025-06-03T10:00:00.000Z' }),
      }),
    };
    const first = renderAndWait();
    expect(await screen.findByText(/The representative signed Section 2 on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save representative' })).not.toBeInTheDocument();
    first.unmount();
    api.handlers[GET] = { body: answer({ allowed_methods: [] }) };
    open();
    await waitFor(() => expect(api.calls(GET).length).toBe(2));
    expect(screen.queryByText('Authorized representative for Section 2')).not.toBeInTheDocument();
  });

  it('sits on the Section 1 page', async () => {
    api.handlers['GET /api/v1/i9'] = { body: i9Record() };
    api.handlers['GET /api/v1/countryreferences'] = { body: COUNTRIES };
    api.handlers[GET] = { body: answer({ choice: choice() }) };
    signInAsApplicant();
    renderI9Page('i9/section1', [{ path: 'i9/section1', element: <Section1Page today="2025-06-02" /> }]);
    expect(
      await screen.findByRole('form', { name: 'Authorized representative for Section 2' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Link sent on 06\/02\/2025/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Representative’s email address' })).toHaveValue(
      'r***@notary.test',
    );
  });
});

function renderAndWait() {
  signInAsApplicant();
  return renderI9Page('i9/section1', [{ path: 'i9/section1', element: <AuthRepCard /> }]);
}
