import { useState } from 'react';
import { isChecklistReadOnly, type ApplicantSkillChecklistDetail } from '@attest/contracts';
import { Button, Card, ErrorPanel, SignaturePad, Spinner, openDocument, useContentText, useT, useToast } from '@attest/shared-ui';
import { fetchSkillChecklistPdf, useGenerateSkillChecklistPdfMutation, useOpenSkillChecklistQuery } from '../api/skill-checklists-api';
import { ChecklistItems } from './ChecklistItems';
import { ChecklistStateBadge } from './ChecklistStateBadge';
import { CHECKLIST_ERROR_POINT, useChecklistActions } from './useChecklistActions';

export interface ChecklistViewProps {
  id: number;
  /** Shows a 'Back to checklists' button. */
  onBack?: () => void;
  /** Replaces the browser download of the PDF (tests, embedding hosts). */
  onDocument?: (blob: Blob) => void;
}

/** One skills checklist (spec §2): answer, save, save with signature, complete; completed → read-only with its PDF. */
export function ChecklistView({ id, onBack, onDocument }: ChecklistViewProps) {
  const { t } = useT();
  const { data, isError, refetch } = useOpenSkillChecklistQuery(id);
  if (isError) {
    return <ErrorPanel title={t('checklist_load_failed', 'The checklist could not be loaded')} onRetry={() => void refetch()} />;
  }
  if (!data) {
    return <Spinner label={t('loading', 'Loading')} />;
  }
  return <ChecklistForm key={data.id} loaded={data} onBack={onBack} onDocument={onDocument} />;
}

interface ChecklistFormProps extends Omit<ChecklistViewProps, 'id'> {
  loaded: ApplicantSkillChecklistDetail;
}

function ChecklistForm({ loaded, onBack, onDocument }: ChecklistFormProps) {
  const { t } = useT();
  const text = useContentText();
  const toast = useToast();
  const [detail, setDetail] = useState(loaded);
  const [answers, setAnswers] = useState<Record<string, number>>(loaded.answers ?? {});
  const [signature, setSignature] = useState<string | null>(null);
  const [generatePdf] = useGenerateSkillChecklistPdfMutation();
  const [downloading, setDownloading] = useState(false);
  const actions = useChecklistActions({
    detail,
    answers,
    signature,
    onUpdated: (next) => {
      setDetail(next);
      setAnswers(next.answers ?? {});
    },
  });
  const readOnly = isChecklistReadOnly(detail.state);

  const download = async () => {
    setDownloading(true);
    try {
      await generatePdf(detail.id).unwrap();
      const blob = await fetchSkillChecklistPdf(detail.id);
      (onDocument ?? ((b: Blob) => openDocument(b, 'download', `${detail.name}.pdf`)))(blob);
    } catch (cause) {
      console.error(CHECKLIST_ERROR_POINT, cause);
      toast.danger(t('file_not_found', 'File not found. Please contact support.'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card title={text.content('checklist', detail.name)}>
      <p>
        <ChecklistStateBadge state={detail.state} />
      </p>
      {detail.description ? <p>{text.content('checklistDesc', detail.description)}</p> : null}
      <ChecklistItems
        items={detail.items}
        answers={answers}
        readOnly={readOnly}
        errors={actions.itemErrors}
        onAnswer={(itemId, level) => {
          setAnswers((current) => ({ ...current, [itemId]: level }));
          actions.clearItemError(itemId);
        }}
      />
      {readOnly ? null : <SignaturePad onChange={setSignature} error={actions.signatureError} disabled={actions.busy !== null} />}
      <div className="at-form-actions">
        {onBack ? (
          <Button variant="link" onClick={onBack}>
            {t('back_to_checklists', 'Back to checklists')}
          </Button>
        ) : null}
        {readOnly ? null : (
          <>
            <Button variant="secondary" loading={actions.busy === 'save'} disabled={actions.busy !== null} onClick={() => void actions.run('save')}>
              {t('save', 'Save')}
            </Button>
            <Button variant="secondary" loading={actions.busy === 'sign'} disabled={actions.busy !== null} onClick={() => void actions.run('sign')}>
              {t('save_with_signature', 'Save with signature')}
            </Button>
            <Button loading={actions.busy === 'complete'} disabled={actions.busy !== null} onClick={() => void actions.run('complete')}>
              {t('checklist_complete', 'Complete')}
            </Button>
          </>
        )}
        {detail.state === 'COMPLETED' ? (
          <Button variant="secondary" loading={downloading} onClick={() => void download()}>
            {t('download_pdf', 'Download PDF')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
