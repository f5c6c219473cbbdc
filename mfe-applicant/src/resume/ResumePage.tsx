import { useState, type ChangeEvent } from 'react';
import { RESUME_EXTENSIONS, type ResumeUploadAnswer } from '@attest/contracts';
import { Button, Card, formatDate, isApiError, useT, useToast } from '@attest/shared-ui';
import { educationRecord, uploadResume, useConfirmResumeSkillsMutation, useSaveEducationMutation, useSaveWorkHistoryMutation, workRecord } from './resume-api';

const CHECK = { display: 'flex', alignItems: 'flex-start', gap: '0.5rem', minHeight: 44, padding: '0.25rem 0', overflowWrap: 'anywhere' } as const;
const LIST = { listStyle: 'none', padding: 0, margin: '0 0 1rem' } as const;

const span = (start: string | null, end: string | null, current: boolean, now: string) =>
  [start ? formatDate(start) : null, current ? now : end ? formatDate(end) : null].filter(Boolean).join(' – ');

/**
 * `resume`: the applicant uploads a resume (a PDF or Word document), sees what was read from it — work history,
 * education and skills — and confirms which to add. Work history and education are saved through their own paths
 * (the application's sections show them); confirmed skills are kept with the resume.
 */
export function ResumePage() {
  const { t } = useT();
  const toast = useToast();
  const [answer, setAnswer] = useState<ResumeUploadAnswer | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [saved, setSaved] = useState(false);
  const [saveWork, work] = useSaveWorkHistoryMutation();
  const [saveEducation, education] = useSaveEducationMutation();
  const [confirmSkills, skills] = useConfirmResumeSkillsMutation();
  const now = t('resume_present', 'Present');

  const errorText = (key: string) => {
    switch (key) {
      case 'resume_type_not_accepted':
        return t('resume_type_not_accepted', 'Upload a PDF or Word (.docx) document.');
      case 'resume_unreadable':
        return t('resume_unreadable', 'This file could not be read. Try another copy of your resume.');
      case 'upload_too_large':
        return t('resume_too_large', 'The file is too large (5 MB at most).');
      default:
        return t('resume_upload_failed', 'Your resume could not be uploaded. Try again.');
    }
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) {
      return;
    }
    setError(null);
    setSaved(false);
    setUploading(true);
    try {
      setAnswer(await uploadResume(file));
      setPicked(new Set());
    } catch (cause) {
      setError(errorText(isApiError(cause) ? cause.messageKey : 'unexpected_error'));
    } finally {
      setUploading(false);
    }
  };

  const toggle = (key: string) => setPicked((p) => {
    const next = new Set(p);
    if (next.has(key)) {
      next.delete(key);
    } else {
      next.add(key);
    }
    return next;
  });

  const add = async () => {
    if (!answer) {
      return;
    }
    setError(null);
    const s = answer.suggestions;
    try {
      const w = s.work_history.filter((_, i) => picked.has(`w${i}`)).map(workRecord);
      const ed = s.education.filter((_, i) => picked.has(`e${i}`)).map(educationRecord);
      const sk = s.skills.filter((_, i) => picked.has(`s${i}`));
      if (w.length) {
        await saveWork(w).unwrap();
      }
      if (ed.length) {
        await saveEducation(ed).unwrap();
      }
      if (sk.length) {
        await confirmSkills({ id: answer.resume_id, skills: sk }).unwrap();
      }
      setSaved(true);
      toast.success(t('resume_added', 'Added to your profile.'));
    } catch {
      // The choices stay ticked so she can try again.
      setError(t('resume_add_failed', 'The selected items could not be added. Check your work history and education, then try again.'));
    }
  };

  const s = answer?.suggestions;
  const nothing = s && !s.work_history.length && !s.education.length && !s.skills.length;
  return (
    <Card title={t('resume_title', 'Resume')}>
      <p>{t('resume_intro', 'Upload your resume and we will suggest work history, education and skills for your profile. You choose what is added.')}</p>
      <div className="at-field">
        <label className="at-field__label" htmlFor="applicant-resume-file">{t('resume_file', 'Resume file (PDF or Word)')}</label>
        <input id="applicant-resume-file" type="file" accept={[...RESUME_EXTENSIONS, 'application/pdf'].join(',')} disabled={uploading} onChange={(e) => void onFile(e)} style={{ maxWidth: '100%' }} />
      </div>
      {uploading ? <p role="status">{t('resume_reading', 'Reading your resume…')}</p> : null}
      {error ? <p role="alert" className="at-field__error">{error}</p> : null}
      {answer && s ? (
        <section aria-label={t('resume_suggestions', 'Suggestions')}>
          <h2 style={{ fontSize: '1.125rem' }}>{t('resume_suggestions_from', 'Suggestions from {{file}}', { file: answer.file_name })}</h2>
          {nothing ? <p>{t('resume_nothing_found', 'We could not find work history, education or skills in this file.')}</p> : null}
          {s.work_history.length ? <h3 style={{ fontSize: '1rem' }}>{t('resume_work_history', 'Work history')}</h3> : null}
          <ul style={LIST}>
            {s.work_history.map((w, i) => (
              <li key={`w${i}`}>
                <label style={CHECK}>
                  <input type="checkbox" checked={picked.has(`w${i}`)} onChange={() => toggle(`w${i}`)} />
                  <span>
                    <strong>{[w.title, w.employer].filter(Boolean).join(' — ')}</strong>
                    <br />
                    {span(w.start_date, w.end_date, w.current, now)}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {s.education.length ? <h3 style={{ fontSize: '1rem' }}>{t('resume_education', 'Education')}</h3> : null}
          <ul style={LIST}>
            {s.education.map((ed, i) => (
              <li key={`e${i}`}>
                <label style={CHECK}>
                  <input type="checkbox" checked={picked.has(`e${i}`)} onChange={() => toggle(`e${i}`)} />
                  <span>
                    <strong>{[ed.degree_text, ed.school].filter(Boolean).join(' — ')}</strong>
                    {ed.grad_year ? <><br />{ed.grad_year}</> : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {s.skills.length ? <h3 style={{ fontSize: '1rem' }}>{t('resume_skills', 'Skills')}</h3> : null}
          <ul style={{ ...LIST, display: 'flex', flexWrap: 'wrap', gap: '0 1rem' }}>
            {s.skills.map((sk, i) => (
              <li key={`s${i}`}>
                <label style={CHECK}>
                  <input type="checkbox" checked={picked.has(`s${i}`)} onChange={() => toggle(`s${i}`)} />
                  <span>{sk}</span>
                </label>
              </li>
            ))}
          </ul>
          {saved ? <p role="status">{t('resume_added', 'Added to your profile.')}</p> : null}
          <div className="at-form-actions">
            <Button disabled={picked.size === 0} loading={work.isLoading || education.isLoading || skills.isLoading} onClick={() => void add()}>
              {t('resume_add_selected', 'Add selected to my profile')}
            </Button>
          </div>
        </section>
      ) : null}
    </Card>
  );
}
