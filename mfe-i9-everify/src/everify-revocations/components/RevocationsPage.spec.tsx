/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@attest/contracts';
import { apiError, renderI9Page, signInAsStaff } from '../../testing/i9-test-kit';
import { serveCorsFakeApi } from '../testing/cors-fake-api';
import type { RevocationRow, RevocationUploadAnswer } from '../api/revocations-api';
import { RevocationsPage } from './RevocationsPage';

const api = serveCorsFakeApi('admin/everify/revocations');

const base = (over: Partial<RevocationRow>): RevocationRow => ({
  id: 1, upload_id: 7, line: 2, match_kind: 'exact', match_key: 'ead_revocation_match_exact', i9_record_id: 11, applicant_id: 42,
  employee: { i9_record_id: 11, applicant_id: 42, first_name: 'Ana', last_name: 'Diaz' }, candidates: [], case_number: '2024001000001AB',
  last_name: 'Diaz', first_name: 'Ana', a_number: '*****1111', card_number: '*********1111', change_type: 'EAD revoked', revocation_date: '2026-11-20',
  reverify_task_id: 3, acknowledged: false, acknowledged_at: null, acknowledged_by_name: null, ...over,
});
const ROWS = [
  base({}),
  base({
    id: 2, line: 3, match_kind: 'ambiguous', match_key: 'ead_revocation_match_ambiguous', i9_record_id: null, applicant_id: null, employee: null, reverify_task_id: null,
    candidates: [{ i9_record_id: 11, applicant_id: 42, first_name: 'Ana', last_name: 'Diaz' }, { i9_record_id: 12, applicant_id: 43, first_name: 'Bo', last_name: 'Lee' }],
  }),
];
const COUNTS = { total: 2, acknowledged: 0, unacknowledged: 2, exact: 1, by_card: 0, by_a_number: 0, none: 0, ambiguous: 1 };
const UPLOADED: RevocationUploadAnswer = {
  upload_id: 8, file_name: 'report.csv', rows_read: 4, rows_stored: 2, rows_invalid: 2, rows_duplicate: 0, tasks_opened: 1,
  counts: { exact: 1, by_card: 0, by_a_number: 0, none: 0, ambiguous: 1 },
  problems: [{ line: 4, field: 'a_number', key: 'ead_revocation_row_no_number' }, { line: 5, field: 'revocation_date', key: 'ead_revocation_row_bad_date' }],
};

function serveList() {
  api.handlers['POST /api/v1/everify/revocations/counts'] = { body: COUNTS };
  api.handlers['POST /api/v1/everify/revocations/query'] = { body: { items: ROWS, total: 2 } };
}
const open = () => renderI9Page('admin/everify/revocations', [{ path: 'admin/everify/revocations', element: <RevocationsPage /> }]);

describe('the EAD revocations page', () => {
  it('lists the rows with their counts by match, masked numbers and a link to the matched I-9', async () => {
    signInAsStaff(api, [PERMISSIONS.EVERIFY_READ]);
    serveList();
    open();
    const links = await screen.findAllByText('Ana Diaz', { selector: 'a' });
    expect(links[0]).toHaveAttribute('href', '/acme/hq/admin/i9/11');
    // The ambiguous row names its two candidates.
    expect(screen.getByText('Bo Lee', { selector: 'a' })).toHaveAttribute('href', '/acme/hq/admin/i9/12');
    expect(screen.getByRole('button', { name: 'Matched on both numbers: 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Several employees: choose one: 1' })).toBeInTheDocument();
    expect(screen.getAllByText('*********1111')).toHaveLength(2);
    expect(screen.getByText('Supplement B reverification to do')).toBeInTheDocument();
    // A reader without everify.manage neither uploads nor acknowledges.
    expect(screen.queryByLabelText('Status Change Report (.csv)')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Waiting for acknowledgement')).toHaveLength(2);
  });

  it('filters by a match kind card', async () => {
    const user = userEvent.setup();
    signInAsStaff(api, [PERMISSIONS.EVERIFY_READ]);
    serveList();
    open();
    await user.click(await screen.findByRole('button', { name: 'Several employees: choose one: 1' }));
    await waitFor(() => expect(api.calls('POST /api/v1/everify/revocations/query').at(-1)?.body).toEqual({ match_kind: 'ambiguous', take: 25, skip: 0 }));
  });

  it('uploads a report with its progress, then shows what became of each row', async () => {
    const user = userEvent.setup();
    signInAsStaff(api, [PERMISSIONS.EVERIFY_READ, PERMISSIONS.EVERIFY_MANAGE]);
    serveList();
    api.handlers['POST /api/v1/everify/revocations'] = { status: 201, body: UPLOADED };
    open();
    await user.click(await screen.findByRole('button', { name: 'Upload the report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a CSV file to upload');
    const file = new File(['A-Number\nA111111111\n'], 'report.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Status Change Report (.csv)'), file);
    await user.click(screen.getByRole('button', { name: 'Upload the report' }));
    const result = await screen.findByRole('status', { name: 'Upload result' });
    expect(result).toHaveTextContent('report.csv: 2 of 4 rows stored, 1 reverification tasks opened.');
    const problems = within(result).getByRole('list', { name: 'Rows not used' });
    expect(within(problems).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Line 4: No valid A-Number/USCIS number nor EAD card number',
      'Line 5: The date is not valid (YYYY-MM-DD or MM/DD/YYYY)',
    ]);
    expect(api.requests().filter((r) => r.method === 'POST' && r.url === '/api/v1/everify/revocations')).toHaveLength(1);
    await user.click(within(result).getByRole('button', { name: 'Show the rows of this upload' }));
    await waitFor(() => expect(api.calls('POST /api/v1/everify/revocations/query').at(-1)?.body).toEqual({ upload_id: 8, take: 25, skip: 0 }));
  });

  it("shows a refused file's reason with its parameters", async () => {
    const user = userEvent.setup();
    signInAsStaff(api, [PERMISSIONS.EVERIFY_READ, PERMISSIONS.EVERIFY_MANAGE]);
    serveList();
    api.handlers['POST /api/v1/everify/revocations'] = apiError(400, 'csv_upload_columns_missing', { columns: 'A-Number/USCIS #, Document (card) Number' });
    open();
    await user.upload(await screen.findByLabelText('Status Change Report (.csv)'), new File(['x'], 'report.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload the report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file lacks these columns: A-Number/USCIS #, Document (card) Number');
  });

  it('acknowledges a row, and an ambiguous one once the employee is chosen', async () => {
    const user = userEvent.setup();
    signInAsStaff(api, [PERMISSIONS.EVERIFY_READ, PERMISSIONS.EVERIFY_MANAGE]);
    serveList();
    api.handlers['PUT /api/v1/everify/revocations/1/acknowledgement'] = { body: { ...ROWS[0], acknowledged: true } };
    api.handlers['PUT /api/v1/everify/revocations/2/acknowledgement'] = { body: { ...ROWS[1], acknowledged: true, i9_record_id: 12 } };
    open();
    await user.click(await screen.findByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(api.calls('PUT /api/v1/everify/revocations/1/acknowledgement')).toEqual([{ url: '/api/v1/everify/revocations/1/acknowledgement', body: {} }]));
    const assign = screen.getByRole('button', { name: 'Assign and acknowledge' });
    expect(assign).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Which employee is it?' }), '12');
    await user.click(assign);
    await waitFor(() => expect(api.calls('PUT /api/v1/everify/revocations/2/acknowledgement')[0]?.body).toEqual({ i9_record_id: 12 }));
  });
});
