/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { ApplicantFilters } from './ApplicantFilters';
import { StatusCountChips } from './StatusCountChips';
import type { ApplicantListView } from '../api/applicants-api';

const locations = [
  { location_id: 10, name: 'West' },
  { location_id: 11, name: 'East' },
];

describe('ApplicantFilters', () => {
  it('sends every filter the user chose, with labelled statuses (never the raw code)', () => {
    const onApply = jest.fn<void, [ApplicantListView]>();
    render(<ApplicantFilters value={{ sort: 'email', direction: 'desc' }} locations={locations} onApply={onApply} />);
    fireEvent.change(screen.getByLabelText('Search applicants'), { target: { value: '  ada  ' } });
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: '11' } });
    const status = screen.getByLabelText('Application status');
    expect(screen.getByRole('option', { name: 'Prescreen questions' })).toHaveValue('PRESCREEN');
    expect(screen.queryByRole('option', { name: 'PRESCREEN' })).not.toBeInTheDocument();
    fireEvent.change(status, { target: { value: 'COMPLETE' } });
    fireEvent.change(screen.getByLabelText('Registered from'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('Registered to'), { target: { value: '2026-03-31' } });
    fireEvent.change(screen.getByLabelText('Activity'), { target: { value: 'inactive_90_days' } });
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'locked' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenCalledWith({
      sort: 'email',
      direction: 'desc',
      term: 'ada',
      locations: [11],
      statuses: ['COMPLETE'],
      registered_from: '2026-01-01',
      registered_to: '2026-03-31',
      activity: 'inactive_90_days',
      active: undefined,
      locked: true,
    });
  });

  it('keeps what was typed and shows the server’s field message when the range is refused', () => {
    render(<ApplicantFilters value={{ registered_from: '2026-04-01', registered_to: '2026-03-01' }} locations={locations} onApply={jest.fn()} error={{ registered_to: 'date_range_invalid' }} />);
    expect(screen.getByLabelText('Registered from')).toHaveValue('2026-04-01');
    expect(screen.getByLabelText('Registered to')).toHaveValue('2026-03-01');
    expect(screen.getByText('The end date is before the start date.')).toBeInTheDocument();
  });
});

describe('StatusCountChips', () => {
  it('shows each status with its count and toggles the status filter', () => {
    const onSelect = jest.fn();
    const counts = { total: 5, counts: [{ status: 'SIGNUP' as const, count: 2 }, { status: 'COMPLETE' as const, count: 3 }] };
    const { rerender } = render(<StatusCountChips counts={counts} onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: 'All statuses 5' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Application complete 3' }));
    expect(onSelect).toHaveBeenLastCalledWith('COMPLETE');
    rerender(<StatusCountChips counts={counts} selected="COMPLETE" onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: 'Application complete 3' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Application complete 3' }));
    expect(onSelect).toHaveBeenLastCalledWith(undefined);
  });
});
