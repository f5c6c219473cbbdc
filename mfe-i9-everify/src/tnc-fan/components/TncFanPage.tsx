import { useState } from 'react';
import type { TncFanLanguage } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, openDocument, SelectField, useT } from '@attest/shared-ui';
import { I9Styles } from '../../i9-common/I9Styles';
import { i9MessageText } from '../../i9-common/i9-text';
import { fetchFile, messageKeyOf } from '../../everify/api/case-files';
import { useAnswerTncWorkflowMutation, useGetTncWorkflowQuery } from '../../everify/api/everify-cases-api';
import { languageOptions, TncDecisionForm } from '../../everify/components/TncDecisionForm';
import { useGetTncFanUrlQuery, type EmployeeLetter } from '../api/tnc-fan-api';

/**
 * `i9/tnc-fan`: the employee's E-Verify notice (applicant-side §2, form directive 'tnc-fan'). They read the
 * Further Action Notice in English or Spanish, then answer its two steps; their employer sees the answer and
 * E-Verify is told. Nothing about the case is shown until they are signed in (the email only links here).
 */
export function TncFanPage({ save = (blob: Blob, name: string) => openDocument(blob, 'download', name) }: { save?: (blob: Blob, name: string) => void }) {
  const { t, i18n } = useT();
  const [lang, setLang] = useState<TncFanLanguage>(i18n.language?.startsWith('es') ? 'es' : 'en');
  const [waiting, setWaiting] = useState(false);
  const notice = useGetTncFanUrlQuery(lang, { refetchOnMountOrArgChange: true, pollingInterval: waiting ? 2000 : 0 });
  const caseId = notice.data?.case_id;
  const workflow = useGetTncWorkflowQuery(caseId ?? 0, { skip: !caseId, refetchOnMountOrArgChange: true });
  const [answer, answering] = useAnswerTncWorkflowMutation();
  const [message, setMessage] = useState<string | null>(null);
  const stillMaking = !!notice.data && (!notice.data.url || (notice.data.referral !== null && !notice.data.referral.url));
  if (stillMaking !== waiting) {
    setWaiting(stillMaking);
  }
  const download = async (letter: EmployeeLetter | null | undefined) => {
    setMessage(null);
    if (!letter?.url) {
      setMessage(i9MessageText(t, 'tnc_download_url_missing'));
      return;
    }
    try {
      save(await fetchFile(letter.url), letter.filename);
      void workflow.refetch();
    } catch {
      setMessage(i9MessageText(t, 'tnc_create_link_failed'));
    }
  };
  let body;
  if (notice.isError) {
    body =
      messageKeyOf(notice.error) === 'tnc_download_url_missing' ? (
        <p>{t('everify_tnc_none', 'You have no E-Verify notice to answer.')}</p>
      ) : (
        <ErrorPanel title={t('everify_tnc_unavailable', 'Your notice could not be loaded')} onRetry={() => void notice.refetch()} />
      );
  } else if (!notice.data) {
    body = <LoadingBar active />;
  } else {
    const w = workflow.data;
    body = (
      <>
        <Card title={t('everify_tnc_notice', 'Further Action Notice')}>
          <p>
            {t(
              'everify_tnc_employee_intro',
              'Your employer used E-Verify to confirm that you may work in the United States, and the information did not match government records. This does not mean you may not work. Read the notice, then tell your employer whether you will take action.',
            )}
          </p>
          <SelectField label={t('everify_tnc_read_in', 'Read the notice in')} value={lang} options={languageOptions(t)} onChange={(e) => setLang(e.target.value as TncFanLanguage)} />
          <div className="i9-actions">
            <Button onClick={() => void download(notice.data)}>{t('everify_tnc_download', 'Download the notice (PDF)')}</Button>
          </div>
          {!notice.data.url ? <p className="i9-muted">{i9MessageText(t, 'tnc_download_url_missing')}</p> : null}
          {message ? <p className="i9-error" role="alert">{message}</p> : null}
        </Card>
        {w?.can_answer ? (
          <Card title={t('everify_tnc_your_decision', 'Your decision')}>
            <TncDecisionForm
              voice="employee"
              initialLanguage={lang}
              busy={answering.isLoading}
              submitLabel={t('everify_tnc_send', 'Send my answer')}
              onSubmit={async (answers) => {
                await answer({ id: notice.data!.case_id, answers }).unwrap();
                void workflow.refetch();
                void notice.refetch();
              }}
            />
          </Card>
        ) : null}
        {w && !w.can_answer && !w.outcome ? <p className="i9-note">{i9MessageText(t, w.blocked_by ?? 'everify_case_awaiting_service')}</p> : null}
        {w?.outcome ? (
          <Card title={t('everify_tnc_answered', 'Your answer was sent')}>
            <p role="status">
              {w.outcome === 'REFER'
                ? t('everify_tnc_answered_refer', 'You chose to take action. Your employer refers your case; contact the agency as the Referral Date Confirmation says.')
                : t('everify_tnc_answered_noncontest', 'You chose not to take action on the mismatch.')}
            </p>
            {notice.data.referral ? (
              <Button variant="secondary" onClick={() => void download(notice.data?.referral)}>
                {t('everify_tnc_download_referral', 'Download the Referral Date Confirmation (PDF)')}
              </Button>
            ) : null}
          </Card>
        ) : null}
      </>
    );
  }
  return (
    <>
      <I9Styles />
      <h1 className="i9-title">{t('everify_tnc_page_title', 'E-Verify: notice about your eligibility to work')}</h1>
      <div className="i9-page">{body}</div>
    </>
  );
}
