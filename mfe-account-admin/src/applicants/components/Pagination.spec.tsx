/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('says applicants by default and the list’s own noun when given a label', () => {
    const { rerender } = render(<Pagination page={0} pageSize={20} total={42} onPage={() => undefined} />);
    expect(screen.getByText('Page 1 of 3 (42 applicants)')).toBeInTheDocument();
    rerender(<Pagination page={1} pageSize={20} total={42} onPage={() => undefined} label={(s) => `Page ${s.page} of ${s.pages} (${s.total} placements)`} />);
    expect(screen.getByText('Page 2 of 3 (42 placements)')).toBeInTheDocument();
    expect(screen.queryByText(/applicants/)).not.toBeInTheDocument();
  });

  it('moves a page at a time and stops at both ends', () => {
    const onPage = jest.fn();
    render(<Pagination page={2} pageSize={20} total={42} onPage={onPage} label={(s) => `${s.page}/${s.pages}`} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });
});
