import type { ApplicantSortField, SortDirection } from '@attest/contracts';

export interface SortState {
  sort?: ApplicantSortField;
  direction?: SortDirection;
}

/** A column header that sorts the list by its column; a second click reverses the order (aria-sort tells which). */
export function SortHeader({ field, label, state, onSort }: { field: ApplicantSortField; label: string; state: SortState; onSort: (next: SortState) => void }) {
  const active = (state.sort ?? 'last_name') === field;
  const direction = active ? (state.direction ?? 'asc') : undefined;
  return (
    <th scope="col" aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}>
      <button type="button" className="aa-sort" onClick={() => onSort({ sort: field, direction: active && direction === 'asc' ? 'desc' : 'asc' })}>
        {label}
        <span aria-hidden="true">{direction === 'asc' ? ' ▲' : direction === 'desc' ? ' ▼' : ''}</span>
      </button>
    </th>
  );
}
