import { useEffect, useRef, useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BULK_UPLOAD_DEFAULT_PAGE_SIZE } from '@attest/contracts';
import { guessMapping, rowsFromRecords, tableState } from '../bulk-rows';
import { useBulkRows } from '../hooks/useBulkRows';
import { BulkPager } from './BulkPager';
import { BulkRowsTable } from './BulkRowsTable';

const HEADERS = ['E-mail', 'First Name', 'Last Name', 'City'];

/** The page's table and pager over the real rows hook, with `records` loaded and `inUse` as the server said. */
function Harness({ records, inUse = [] }: { records: string[][]; inUse?: string[] }) {
  const table = useBulkRows();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(BULK_UPLOAD_DEFAULT_PAGE_SIZE);
  const { add, markInUse, applyResults } = table;
  const loaded = useRef(false);
  useEffect(() => {
    if (loaded.current) {
      return;
    }
    loaded.current = true;
    add(rowsFromRecords(records, guessMapping(HEADERS), 1));
    markInUse(new Set(inUse));
  }, [add, markInUse, records, inUse]);
  const state = tableState(table.rows);
  return (
    <>
      <BulkRowsTable rows={table.rows} page={page} pageSize={size} locked={false} onEdit={table.setEditing} onSave={table.save} onRemove={table.removeRow} />
      <BulkPager page={page} pageSize={size} total={table.rows.length} onPage={setPage} onPageSize={setSize} />
      <p data-testid="state">{`${state.invalidCount} invalid of ${table.rows.length}`}</p>
      <button type="button" onClick={() => applyResults([{ row_no: 1, state: 'created', applicant_id: 5, errors: null }], new Map([[1, 1]]))}>
        server says row 1 passed
      </button>
    </>
  );
}

const rowEl = (n: number) => document.querySelector(`tr[data-row="${n}"]`) as HTMLElement;

describe('the bulk upload table', () => {
  it('shows the spec’s exact messages inline, each on its row', async () => {
    const records = [
      ['', 'No', 'Email', 'Austin'],
      ['bad-address', 'Bad', 'Email', 'Austin'],
      ['twin@x.test', 'Twin', 'One', 'Austin'],
      ['TWIN@x.test', 'Twin', 'Two', 'Austin'],
      ['taken@x.test', 'Taken', 'Email', 'Austin'],
      ['ok@x.test', 'Ok', '', 'Austin'],
      ['fine@x.test', 'Fine', 'Row', 'Austin'],
    ];
    render(<Harness records={records} inUse={['taken@x.test']} />);
    expect(await within(rowEl(1)).findByText('Please enter an Email Address')).toBeInTheDocument();
    expect(within(rowEl(2)).getByText('Invalid Email Address')).toBeInTheDocument();
    expect(within(rowEl(3)).getByText('Duplicate Email')).toBeInTheDocument();
    expect(within(rowEl(4)).getByText('Duplicate Email')).toBeInTheDocument();
    expect(within(rowEl(5)).getByText('Email Already in Use')).toBeInTheDocument();
    expect(within(rowEl(6)).getByText('Please Enter a Last Name')).toBeInTheDocument();
    expect(rowEl(7).querySelector('.bu-cell-error')).toBeNull();
    expect(screen.getByTestId('state')).toHaveTextContent('6 invalid of 7');
  });

  it('fixes a row in place: the message goes once the value is valid, and the duplicate twin is valid too', async () => {
    const user = userEvent.setup();
    render(<Harness records={[['dup@x.test', 'A', 'One', ''], ['dup@x.test', 'B', 'Two', '']]} />);
    await within(rowEl(2)).findByText('Duplicate Email');
    await user.click(screen.getByRole('button', { name: 'Edit row 2' }));
    const email = within(rowEl(2)).getByRole('textbox', { name: /Email Address/ });
    expect(email).toHaveValue('dup@x.test');
    await user.clear(email);
    await user.type(email, 'other@x.test');
    await user.click(screen.getByRole('button', { name: 'Save row' }));
    expect(within(rowEl(2)).getByText('other@x.test')).toBeInTheDocument();
    expect(screen.queryByText('Duplicate Email')).toBeNull();
    expect(screen.getByTestId('state')).toHaveTextContent('0 invalid of 2');
  });

  it('pages 10,000 rows 25 at a time by default, with the spec’s page sizes and links near the current page', async () => {
    const user = userEvent.setup();
    const records = Array.from({ length: 10_000 }, (_, i) => [`p${i + 1}@x.test`, `F${i + 1}`, `L${i + 1}`, 'Austin']);
    render(<Harness records={records} />);
    await screen.findByText('p1@x.test');
    expect(document.querySelectorAll('tbody tr')).toHaveLength(25);
    expect(screen.getByText('Page 1 of 400 (10000 rows)')).toBeInTheDocument();
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(within(size).getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '25', '50', '100', '250']);
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3']);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('p51@x.test')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5']);
    await user.selectOptions(size, '250');
    expect(document.querySelectorAll('tbody tr')).toHaveLength(250);
    expect(screen.getByTestId('state')).toHaveTextContent('0 invalid of 10000');
  });

  it('locks a row that passed: no edit, no remove, marked created', async () => {
    const user = userEvent.setup();
    render(<Harness records={[['one@x.test', 'One', 'Row', ''], ['two@x.test', 'Two', 'Row', '']]} />);
    await screen.findByRole('button', { name: 'Edit row 1' });
    await user.click(screen.getByRole('button', { name: 'server says row 1 passed' }));
    expect(within(rowEl(1)).getByText('Created')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit row 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove row 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit row 2' })).toBeEnabled();
  });
});
