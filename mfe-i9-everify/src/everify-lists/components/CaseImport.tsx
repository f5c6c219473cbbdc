import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isApiError, useT } from '@attest/shared-ui';
import { i9MessageText, type Translate } from '../../i9-common/i9-text';
import { CsvUpload } from './CsvUpload';

interface ImportAnswer {
  imported: number;
  cases: { line: number; case_id: number; case_number: string; status: string; i9_record_id: number }[];
}

interface RowProblem {
  line: number;
  field: string;
  key: string;
}

/** A file column's name as the import's help text writes it. */
function columnText(t: Translate, field: string): string {
  switch (field) {
    case 'case_number':
      return t('case_tools_col_case_number', 'Case Number');
    case 'status':
      return t('case_tools_col_status', 'Status');
    case 'closure_statement':
      return t('case_tools_col_closure', 'Closure Statement');
    case 'tnc_agency':
      return t('case_tools_col_agency', 'Agency');
    case 'email':
      return t('case_tools_col_email', 'Email');
    case 'external_id':
      return t('case_tools_col_external_id', 'External ID');
    case 'submitted_on':
      return t('case_tools_col_submitted', 'Date Submitted');
    case 'closed_on':
      return t('case_tools_col_closed', 'Date Closed');
    default:
      return field;
  }
}

/**
 * The import of E-Verify cases opened in another system (everify.manage): a CSV, checked row by row by the
 * server; one bad row and nothing is imported, each bad row listed with its line, column and reason.
 */
export function CaseImport({ onImported }: { onImported?: () => void }) {
  const { t } = useT();
  const { customerCode = '', locationCode = '' } = useParams();
  const [done, setDone] = useState<ImportAnswer | null>(null);
  const [problems, setProblems] = useState<RowProblem[]>([]);
  return (
    <section className="i9-group" aria-label={t('case_tools_import_title', 'Import cases from another system')}>
      <h3>{t('case_tools_import_title', 'Import cases from another system')}</h3>
      <p className="i9-muted">
        {t('case_tools_import_intro', 'A CSV with the columns Case Number, Status, Closure Statement (closed cases), Email or External ID of the employee, Date Submitted and Date Closed. The cases are linked to the employees’ Form I-9 without calling E-Verify.')}
      </p>
      <CsvUpload<ImportAnswer>
        url="/api/v1/everify/import"
        label={t('case_tools_import_label', 'Cases (.csv)')}
        submitLabel={t('case_tools_import', 'Import the cases')}
        onDone={(answer) => {
          setProblems([]);
          setDone(answer);
          onImported?.();
        }}
        onRefused={(error) => {
          setDone(null);
          const rows = isApiError(error) && Array.isArray(error.details?.rows) ? (error.details.rows as RowProblem[]) : [];
          setProblems(rows);
        }}
      />
      {problems.length ? (
        <ul aria-label={t('case_tools_import_problems', 'Rows to correct')}>
          {problems.map((p) => (
            <li key={`${p.line}-${p.field}`}>
              {t('case_tools_import_problem', 'Line {{line}}, {{column}}: {{reason}}', { line: p.line, column: columnText(t, p.field), reason: i9MessageText(t, p.key) })}
            </li>
          ))}
        </ul>
      ) : null}
      {done ? (
        <div role="status">
          <p className="i9-ok">{t('case_tools_imported', '{{n}} cases imported.', { n: done.imported })}</p>
          <ul>
            {done.cases.map((c) => (
              <li key={c.case_id}>
                <Link to={`/${encodeURIComponent(customerCode)}/${encodeURIComponent(locationCode)}/admin/i9/${c.i9_record_id}`}>{c.case_number}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
