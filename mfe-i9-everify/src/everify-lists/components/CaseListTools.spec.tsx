/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@attest/contracts';
import { apiError, renderI9Page, signInAsStaff } from '../../testing/i9-test-kit';
import { serveCorsFakeApi } from '../../everify-revocations/testing/cors-fake-api';
import { CaseListTools } from './CaseListTools';

const api = serveCorsFakeApi('admin/everify/case-lists');
const open = () => renderI9Page('admin/everify/case-lists', [{ path: 'admin/everify/case-lists', element: <CaseListTools filter={{ status: 'CLOSED' }} /> }]);
const csv = () => new File(['Case Number,Status\n'], 'cases.csv', { type: 'text/csv' });

describe('the E-Verify case list tools', () => {
  it('offers the export to readers, not the import', async () => {
    signInAsStaff(api, [PERMISSIONS.EVERIFY_READ]);
    open();
    expect(await screen.findByRole('button', { name: 'Export E-Verify Cases' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import the cases' })).not.toBeInTheDocument();
  });

  it('lists each bad row of a refused import with its line, column and reason', async () => {
    const user = userEvent.setup();
    signInAsStaff(api, [PERMISSIONS.EVERIFY_READ, PERMISSIONS.EVERIFY_MANAGE]);
    api.handlers['POST /api/v1/everify/import'] = apiError(400, 'case_import_rows_invalid', {
      invalid: 2,
      rows: [
        { line: 3, field: 'case_number', key: 'case_import_case_number_invalid' },
        { line: 5, field: 'email', key: 'case_import_applicant_not_found' },
      ],
    });
    open();
    await user.upload(await screen.findByLabelText('Cases (.csv)'), csv());
    await user.click(screen.getByRole('button', { name: 'Import the cases' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some rows are not valid: nothing was imported');
    const rows = screen.getByRole('list', { name: 'Rows to correct' });
    expect(within(rows).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      "Line 3, Case Number: Enter E-Verify's case number (13 digits and 2 letters)",
      'Line 5, Email: No employee with this email or external ID in your locations',
    ]);
  });

  it('shows the imported cases with links to their I-9', async () => {
    const user = userEvent.setup();
    signInAsStaff(api, [PERMISSIONS.EVERIFY_READ, PERMISSIONS.EVERIFY_MANAGE]);
    api.handlers['POST /api/v1/everify/import'] = { body: { imported: 1, cases: [{ line: 2, case_id: 9, case_number: '2023001000001AB', status: 'CLOSED', i9_record_id: 11 }] } };
    open();
    await user.upload(await screen.findByLabelText('Cases (.csv)'), csv());
    await user.click(screen.getByRole('button', { name: 'Import the cases' }));
    expect(await screen.findByText('1 cases imported.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2023001000001AB' })).toHaveAttribute('href', '/acme/hq/admin/i9/11');
  });

  it('exports the list with its filters now', async () => {
    const user = userEvent.setup();
    signInAsStaff(api, [PERMISSIONS.EVERIFY_READ]);
    open();
    await user.click(await screen.findByRole('button', { name: 'Export E-Verify Cases' }));
    await user.click(screen.getByRole('button', { name: 'CSV now' }));
    // The fake API has no export: the refusal is shown, and the request carried the list's filters.
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/everify/export').map((c) => c.body)).toEqual([{ status: 'CLOSED' }]);
  });
});
