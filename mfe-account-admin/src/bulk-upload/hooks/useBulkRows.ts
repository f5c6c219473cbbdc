import { useCallback, useReducer } from 'react';
import type { BulkUploadRowResult, BulkUploadValues } from '@attest/contracts';
import { applyResults, validateRows, type BulkRow } from '../bulk-rows';

interface State {
  rows: BulkRow[];
  inUse: ReadonlySet<string>;
  nextId: number;
}

type Action =
  | { type: 'add'; rows: BulkRow[] }
  | { type: 'addManual' }
  | { type: 'removeCsv' }
  | { type: 'removeRow'; id: number }
  | { type: 'setEditing'; id: number; editing: boolean }
  | { type: 'save'; id: number; values: BulkUploadValues }
  | { type: 'inUse'; emails: ReadonlySet<string> }
  | { type: 'results'; results: BulkUploadRowResult[]; rowIdOf: Map<number, number> };

function reduce(state: State, action: Action): State {
  const revalidate = (rows: BulkRow[], inUse = state.inUse) => validateRows(rows, inUse);
  switch (action.type) {
    case 'add': {
      // Numbered here, after every row the table ever had: numbers stay unique across CSVs and removals.
      const added = action.rows.map((r, i) => ({ ...r, id: state.nextId + i }));
      return { ...state, rows: revalidate([...state.rows, ...added]), nextId: state.nextId + added.length };
    }
    case 'addManual': {
      const row: BulkRow = { id: state.nextId, source: 'manual', values: {}, errors: {}, editing: true, passed: false };
      return { ...state, rows: revalidate([...state.rows, row]), nextId: state.nextId + 1 };
    }
    case 'removeCsv':
      return { ...state, rows: revalidate(state.rows.filter((r) => r.source !== 'csv' || r.passed)) };
    case 'removeRow':
      return { ...state, rows: revalidate(state.rows.filter((r) => r.id !== action.id || r.passed)) };
    case 'setEditing':
      // §4: a row that has passed cannot be edited.
      return { ...state, rows: state.rows.map((r) => (r.id === action.id && !r.passed ? { ...r, editing: action.editing } : r)) };
    case 'save':
      return {
        ...state,
        rows: revalidate(state.rows.map((r) => (r.id === action.id && !r.passed ? { ...r, values: action.values, editing: false, serverErrors: undefined } : r))),
      };
    case 'inUse': {
      const inUse = new Set([...state.inUse, ...action.emails]);
      return { ...state, inUse, rows: revalidate(state.rows, inUse) };
    }
    case 'results':
      return { ...state, rows: applyResults(state.rows, action.results, action.rowIdOf) };
  }
}

/** The table's rows with their validation, kept whole through every change. */
export function useBulkRows() {
  const [state, dispatch] = useReducer(reduce, { rows: [], inUse: new Set<string>(), nextId: 1 });
  return {
    rows: state.rows,
    nextId: state.nextId,
    add: useCallback((rows: BulkRow[]) => dispatch({ type: 'add', rows }), []),
    addManual: useCallback(() => dispatch({ type: 'addManual' }), []),
    removeCsv: useCallback(() => dispatch({ type: 'removeCsv' }), []),
    removeRow: useCallback((id: number) => dispatch({ type: 'removeRow', id }), []),
    setEditing: useCallback((id: number, editing: boolean) => dispatch({ type: 'setEditing', id, editing }), []),
    save: useCallback((id: number, values: BulkUploadValues) => dispatch({ type: 'save', id, values }), []),
    markInUse: useCallback((emails: ReadonlySet<string>) => dispatch({ type: 'inUse', emails }), []),
    applyResults: useCallback((results: BulkUploadRowResult[], rowIdOf: Map<number, number>) => dispatch({ type: 'results', results, rowIdOf }), []),
  };
}
