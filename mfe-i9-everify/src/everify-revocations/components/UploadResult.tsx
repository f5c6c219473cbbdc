import { Button, useT } from '@attest/shared-ui';
import { i9MessageText } from '../../i9-common/i9-text';
import { MATCH_KINDS, type RevocationUploadAnswer } from '../api/revocations-api';
import { matchLabel } from '../revocation-labels';

/** What became of an uploaded report: rows stored by match kind, tasks opened, each refused row with its reason. */
export function UploadResult({ answer, onShowRows }: { answer: RevocationUploadAnswer; onShowRows: (uploadId: number) => void }) {
  const { t } = useT();
  return (
    <section className="i9-group" aria-label={t('revocations_upload_result', 'Upload result')} role="status">
      <p className="i9-ok">
        {t('revocations_upload_summary', '{{file}}: {{stored}} of {{read}} rows stored, {{tasks}} reverification tasks opened.', {
          file: answer.file_name,
          stored: answer.rows_stored,
          read: answer.rows_read,
          tasks: answer.tasks_opened,
        })}
      </p>
      <ul>
        {MATCH_KINDS.map((kind) => (
          <li key={kind}>
            {matchLabel(t, kind)}: {answer.counts[kind]}
          </li>
        ))}
        {answer.rows_duplicate ? <li>{t('revocations_upload_duplicates', 'Already uploaded before: {{n}}', { n: answer.rows_duplicate })}</li> : null}
      </ul>
      {answer.rows_invalid ? (
        <div>
          <p className="i9-error">{t('revocations_upload_invalid', '{{n}} rows could not be used:', { n: answer.rows_invalid })}</p>
          <ul aria-label={t('revocations_upload_problems', 'Rows not used')}>
            {answer.problems.map((p) => (
              <li key={`${p.line}-${p.field}`}>
                {t('revocations_upload_line', 'Line {{line}}', { line: p.line })}: {i9MessageText(t, p.key)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Button variant="link" onClick={() => onShowRows(answer.upload_id)}>
        {t('revocations_show_upload_rows', 'Show the rows of this upload')}
      </Button>
    </section>
  );
}
