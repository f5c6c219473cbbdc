/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EAD_EXTENSION_CATEGORIES, PERMISSIONS } from '@attest/contracts';
import { apiError, renderI9Page, serveFakeI9Api, signInAsStaff } from '../../testing/i9-test-kit';
import { i9Record, revision } from '../../testing/i9-fixtures';
import type { I9RecordView } from '../../i9-common/i9-record';
import { EadExtensionPanel } from './EadExtensionPanel';

const api = serveFakeI9Api('admin/i9/5');
const EXTEND = 'POST /api/v1/submissions/5/ead';

const EAD = {
  list: 'A',
  document_type: 'EAD_I766',
  document_title: 'Employment Authorization Document (Form I-766)',
  issuing_authority: 'USCIS',
  document_number: '*********7890',
  expiration_date: '2026-08-16',
};
const PASSPORT = {
  list: 'A',
  document_type: 'US_PASSPORT',
  document_title: 'U.S. Passport',
  issuing_authority: 'U.S. Department of State',
  document_number: '*****5678',
  expiration_date: '2033-05-01',
};
const withDocuments = (documents: unknown[]): I9RecordView =>
  i9Record({
    status: 'complete',
    section2: {
      current: revision(
        { documents, first_day_of_employment: '2026-07-01' },
        { section: 'section2', signed_at: '2026-07-01T10:00:00.000Z' },
      ),
      draft: null,
    },
  });

function open(record: I9RecordView, onExtended = jest.fn()) {
  renderI9Page('admin/i9/5', [
    { path: 'admin/i9/:recordId', element: <EadExtensionPanel record={record} onExtended={onExtended} /> },
  ]);
  return onExtended;
}

describe('the automatic EAD extension panel', () => {
  it('offers the 14 categories by their labels, the card date prefilled, and records the extension', async () => {
    const user = userEvent.setup();
    signInAsStaff(api, [PERMISSIONS.I9_READ, PERMISSIONS.I9_SECTION2_SIGN]);
    api.handlers[EXTEND] = {
      body: {
        record_id: 5,
        section2_revision: 2,
        category: 'C08',
        receipt_number: '*********6789',
        card_expiration: '2026-08-16',
        renewal_filed_on: '2025-10-01',
        extended_until: '2028-02-07',
        work_auth_until: '2028-02-07',
      },
    };
    const onExtended = open(withDocuments([EAD]));
    const select = await screen.findByRole('combobox', { name: /Category on the card/ });
    const options = within(select).getAllByRole('option').slice(1);
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual([...EAD_EXTENSION_CATEGORIES]);
    expect(
      within(select).getByRole('option', { name: 'C08: Asylum application pending' }),
    ).toBeInTheDocument();
    expect(
      within(select).getByRole('option', { name: 'A12: Temporary Protected Status granted' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Expiration date on the card/ })).toHaveValue('08/16/2026');
    await user.selectOptions(select, 'C08');
    await user.type(screen.getByRole('textbox', { name: /Received date on the Form I-797C/ }), '10/01/2025');
    await user.type(screen.getByRole('textbox', { name: /Receipt number/ }), 'IOE0123456789');
    await user.click(screen.getByRole('button', { name: 'Record the extension' }));
    expect(
      await screen.findByText(
        'Recorded: the card is extended until 02/07/2028; reverification is now due 02/07/2028.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(api.calls(EXTEND)).toEqual([
      {
        url: '/api/v1/submissions/5/ead',
        body: {
          category: 'C08',
          card_expiration: '2026-08-16',
          renewal_filed_on: '2025-10-01',
          receipt_number: 'IOE0123456789',
        },
      },
    ]);
    expect(onExtended).toHaveBeenCalledTimes(1);
  });

  it('shows the extended date of a card already extended', async () => {
    signInAsStaff(api, [PERMISSIONS.I9_READ]);
    open(withDocuments([{ ...EAD, ead_extension_category: 'C08', ead_renewal_filed_on: '2025-10-01' }]));
    expect(
      await screen.findByText('Extended until 02/07/2028 (C08: Asylum application pending)'),
    ).toBeInTheDocument();
    // Without i9.section2.sign: the state, not the form.
    expect(screen.queryByRole('button', { name: 'Record the extension' })).not.toBeInTheDocument();
  });

  it('checks the fields first, then shows what the server refused next to its field', async () => {
    const user = userEvent.setup();
    signInAsStaff(api, [PERMISSIONS.I9_READ, PERMISSIONS.I9_SECTION2_SIGN]);
    api.handlers[EXTEND] = apiError(400, 'validation_failed', {
      fields: { renewal_filed_on: 'i9_ead_extension_ended' },
    });
    open(withDocuments([EAD]));
    await user.click(await screen.findByRole('button', { name: 'Record the extension' }));
    expect(
      await screen.findByText('Enter the received date of the Form I-797C for the renewal'),
    ).toBeInTheDocument();
    expect(api.calls(EXTEND)).toEqual([]);
    await user.selectOptions(screen.getByRole('combobox', { name: /Category on the card/ }), 'A12');
    await user.type(screen.getByRole('textbox', { name: /Received date on the Form I-797C/ }), '11/15/2025');
    await user.click(screen.getByRole('button', { name: 'Record the extension' }));
    expect(
      await screen.findByText(
        'Renewals filed on or after October 30, 2025 do not extend the card automatically',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.calls(EXTEND)).toHaveLength(1));
  });

  it('is not shown when the employee presented another document', async () => {
    signInAsStaff(api, [PERMISSIONS.I9_READ, PERMISSIONS.I9_SECTION2_SIGN]);
    open(withDocuments([PASSPORT]));
    await waitFor(() => expect(api.requests().length).toBeGreaterThan(0));
    expect(screen.queryByText('Automatic EAD extension')).not.toBeInTheDocument();
  });
});
