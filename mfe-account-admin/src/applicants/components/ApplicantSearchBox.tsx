import { useId, useState, type FormEvent } from 'react';
import { Button, TextField, useT } from '@attest/shared-ui';
import { applicantName, useSearchApplicantsQuery } from '../api/applicants-api';
import { useDebouncedValue } from '../hooks/useDebouncedValue';

const MIN_TERM = 2;

/** Search box with typeahead (GET /api/v1/applicants?term=&take=10); Search or a suggestion filters the table. */
export function ApplicantSearchBox({ onSearch }: { onSearch: (term: string) => void }) {
  const { t } = useT();
  const listId = useId();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const debounced = useDebouncedValue(term.trim());
  const { data: suggestions = [] } = useSearchApplicantsQuery(
    { term: debounced, take: 10 },
    { skip: debounced.length < MIN_TERM },
  );
  const showSuggestions = open && debounced.length >= MIN_TERM && suggestions.length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    onSearch(term.trim());
  };

  return (
    <form className="aa-search" role="search" onSubmit={submit}>
      <TextField
        label={t('search_applicants', 'Search applicants')}
        type="search"
        value={term}
        placeholder={t('search_placeholder', 'Name, email or id')}
        autoComplete="off"
        // Only while the list is there: aria-controls must name an element that exists (axe, aria-valid-attr-value).
        aria-controls={showSuggestions ? listId : undefined}
        onChange={(e) => {
          setTerm(e.target.value);
          setOpen(true);
        }}
      />
      {showSuggestions ? (
        <ul className="aa-suggestions" id={listId} aria-label={t('suggestions', 'Suggestions')}>
          {suggestions.map((row) => (
            <li key={row.applicant_id}>
              <button
                type="button"
                onClick={() => {
                  const value = row.email || applicantName(row);
                  setTerm(value);
                  setOpen(false);
                  onSearch(value);
                }}
              >
                {applicantName(row)}
                {row.email ? <span className="aa-muted"> · {row.email}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Button type="submit">{t('search', 'Search')}</Button>
    </form>
  );
}
