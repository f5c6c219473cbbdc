import { useEffect, useRef, useState } from 'react';
import type { TncFanLanguage } from '@attest/contracts';
import { apiFetch, Button, Card, ModalResponse, ProgressBar, SelectField, useConfirm, useT, useToast } from '@attest/shared-ui';
import { apiErrorText } from '../../i9-common/i9-text';
import type { CaseFileStart, EverifyCase } from '../api/everify-cases-api';
import { useAnswerTncWorkflowMutation, useCaseActionMutation, useGetTncWorkflowQuery, useNotifyTncMutation, useReferCaseMutation } from '../api/everify-cases-api';
import { when } from '../everify-labels';
import { useFileDownload } from '../hooks/useFileDownload';
import { languageOptions, TncDecisionForm } from './TncDecisionForm';

const LANGS: TncFanLanguage[] = ['en', 'es'];

/**
 * The mismatch (TNC) of a case: the Further Action Notice in English or Spanish, the private notice to the
 * employee, the employee's decision (theirs in the portal, or recorded here), the referral with its Referral
 * Date Confirmation, or the non-contest. Actions show only for everify.manage and only when the rules allow.
 */
export function TncPanel({ c, canManage, onChanged }: { c: EverifyCase; canManage: boolean; onChanged: () => void }) {
  const { t } = useT();
  const toast = useToast();
  const confirm = useConfirm();
  const workflow = useGetTncWorkflowQuery(c.id, { refetchOnMountOrArgChange: true });
  const [notify, notifying] = useNotifyTncMutation();
  const [action, acting] = useCaseActionMutation();
  const [answer, answering] = useAnswerTncWorkflowMutation();
  const [refer, referring] = useReferCaseMutation();
  const [referLang, setReferLang] = useState<TncFanLanguage>('en');
  const files = useFileDownload();
  // The case page follows the case live; the decision changes with it (the employee answers in the portal).
  const seenVersion = useRef(c.version);
  const refetchWorkflow = workflow.refetch;
  useEffect(() => {
    if (seenVersion.current !== c.version) {
      seenVersion.current = c.version;
      void refetchWorkflow();
    }
  }, [c.version, refetchWorkflow]);
  const w = workflow.data;
  const allowed = (a: string) => canManage && c.allowed_actions.includes(a as never);
  const languageName = (lang: string) => (lang === 'es' ? t('everify_lang_es', 'Spanish') : t('everify_lang_en', 'English'));
  const letter = (kind: 'fan' | 'referral', lang: TncFanLanguage) => () => apiFetch<CaseFileStart>(`/api/v1/everify/${c.id}/${kind}?lang=${lang}`);
  const done = (message: string) => {
    toast.success(message);
    void workflow.refetch();
    onChanged();
  };
  const run = async (fn: () => Promise<unknown>, message: string) => {
    try {
      await fn();
      done(message);
    } catch (error) {
      toast.danger(apiErrorText(t, error));
    }
  };
  const noncontest = async () => {
    const sure = await confirm({
      title: t('everify_noncontest_confirm', 'Record that the employee does not contest the mismatch?'),
      body: t('everify_noncontest_body', 'E-Verify then gives a Final Nonconfirmation.'),
      danger: true,
    });
    if (sure === ModalResponse.CONFIRM) {
      await run(() => action({ id: c.id, action: 'noncontest' }).unwrap(), t('everify_request_sent', 'Sent to E-Verify. The case updates when E-Verify answers.'));
    }
  };
  const referAndLetter = async () => {
    try {
      const res = await refer({ id: c.id, lang: referLang }).unwrap();
      done(t('everify_request_sent', 'Sent to E-Verify. The case updates when E-Verify answers.'));
      await files.run(async () => res.letter);
    } catch (error) {
      toast.danger(apiErrorText(t, error));
    }
  };
  return (
    <Card title={t('everify_tnc_title', 'Mismatch: further action notice')}>
      <p>
        {t('everify_tnc_intro', 'Notify the employee privately and give them the Further Action Notice in English or Spanish. The employee decides whether to take action.')}
      </p>
      <ul className="i9-muted" aria-label={t('everify_tnc_progress', 'Notice progress')}>
        <li>{w?.notice_sent_at ? t('everify_notice_sent_on', 'Notice sent privately on {{when}}', { when: when(w.notice_sent_at) }) : t('everify_notice_not_sent', 'The notice has not been sent to the employee.')}</li>
        {w?.downloaded_at ? <li>{t('everify_notice_downloaded_on', 'Downloaded by the employee on {{when}}', { when: when(w.downloaded_at) })}</li> : null}
        {w?.outcome ? (
          <li data-testid="tnc-outcome">
            {w.outcome === 'REFER' ? t('everify_decision_contest', 'The employee takes action: the case is referred.') : t('everify_decision_noncontest', 'The employee does not take action.')}{' '}
            {w.answered_by_party === 'applicant'
              ? t('everify_decision_by_employee', 'Answered by the employee on {{when}}.', { when: when(w.answered_at) })
              : t('everify_decision_by_staff', 'Recorded by {{name}} on {{when}}.', { name: w.answered_by_name ?? t('everify_staff', 'staff'), when: when(w.answered_at) })}
          </li>
        ) : null}
      </ul>
      <div className="i9-actions">
        {LANGS.map((lang) => (
          <Button key={lang} variant="secondary" disabled={files.busy} onClick={() => void files.run(letter('fan', lang))}>
            {t('everify_download_fan', 'Further Action Notice ({{language}})', { language: languageName(lang) })}
          </Button>
        ))}
        {c.referred_at || c.pending_action === 'REFER'
          ? LANGS.map((lang) => (
              <Button key={`rdc-${lang}`} variant="secondary" disabled={files.busy} onClick={() => void files.run(letter('referral', lang))}>
                {t('everify_download_referral', 'Referral Date Confirmation ({{language}})', { language: languageName(lang) })}
              </Button>
            ))
          : null}
      </div>
      {files.busy ? <ProgressBar value={files.progress} label={t('everify_file_making', 'Making the document…')} /> : null}
      {files.error ? <p className="i9-error" role="alert">{apiErrorText(t, files.error)}</p> : null}
      {allowed('notified') ? (
        <div className="i9-actions">
          <Button loading={notifying.isLoading} onClick={() => void run(() => notify(c.id).unwrap(), t('everify_notice_sent', 'The employee was notified privately by email.'))}>
            {t('everify_notify_employee', 'Notify the employee privately (email)')}
          </Button>
          <Button variant="secondary" loading={acting.isLoading} onClick={() => void run(() => action({ id: c.id, action: 'notified' }).unwrap(), t('everify_request_sent', 'Sent to E-Verify. The case updates when E-Verify answers.'))}>
            {t('everify_notified_in_person', 'I gave the notice in person')}
          </Button>
        </div>
      ) : null}
      {canManage && w?.can_answer ? (
        <section aria-label={t('everify_record_decision', "Record the employee's decision")}>
          <h3>{t('everify_record_decision', "Record the employee's decision")}</h3>
          <TncDecisionForm
            voice="staff"
            initialLanguage={w.answers.tnc_fan_language}
            busy={answering.isLoading}
            submitLabel={t('everify_record_decision', "Record the employee's decision")}
            onSubmit={async (answers) => {
              await answer({ id: c.id, answers }).unwrap();
              done(t('everify_decision_recorded', "The employee's decision was recorded and sent to E-Verify."));
            }}
          />
        </section>
      ) : null}
      {allowed('referral') ? (
        <div className="i9-toolbar">
          <SelectField label={t('everify_referral_language', 'Referral letter language')} value={referLang} options={languageOptions(t)} onChange={(e) => setReferLang(e.target.value as TncFanLanguage)} />
          <Button loading={referring.isLoading} onClick={() => void referAndLetter()}>
            {t('everify_refer', 'Refer the case and print the referral letter')}
          </Button>
        </div>
      ) : null}
      {allowed('noncontest') ? (
        <Button variant="danger" loading={acting.isLoading} onClick={() => void noncontest()}>
          {t('everify_noncontest', 'The employee does not contest')}
        </Button>
      ) : null}
    </Card>
  );
}
