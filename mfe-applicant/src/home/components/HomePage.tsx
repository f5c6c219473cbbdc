import { useParams } from 'react-router-dom';
import { Button, LoadingBar, useGetApplicantQuery, useT } from '@attest/shared-ui';
import { FormsList } from '../../forms/components/FormsList';
import { LanguagePicker } from '../../language';
import { usePrelimInfoGate } from '../../prelim-info/usePrelimInfoGate';
import { useApplicantIds } from '../../session/useApplicantIds';
import { useHomeTasks } from '../hooks/useHomeTasks';
import { HomeStyles } from './HomeStyles';
import { HomeSummary } from './HomeSummary';
import { TaskList } from './TaskList';

/**
 * `home`, where an applicant lands after login: a task dashboard. What is done, what is next and by when
 * (the online application, documents to sign, the I-9 when the customer runs it), the progress, and one
 * primary action: the most urgent open task.
 */
export function HomePage() {
  const { t } = useT();
  const { customerCode = '', locationCode = 'hq' } = useParams();
  const ids = useApplicantIds();
  usePrelimInfoGate();
  const { data } = useGetApplicantQuery(ids ?? { customerId: '', applicantId: '' }, { skip: !ids });
  const tasks = useHomeTasks();
  if (!tasks.ready) {
    return <LoadingBar active />;
  }
  return (
    <div className="ah-home">
      <HomeStyles />
      <HomeSummary name={data?.first_name ?? ''} open={tasks.open} done={tasks.done}>
        {ids ? <LanguagePicker customerCode={customerCode} locationCode={locationCode} applicantId={ids.applicantId} /> : null}
      </HomeSummary>
      {tasks.incomplete ? (
        <div className="at-banner" role="status">
          <p>{t('home_tasks_incomplete', 'Some of your tasks could not be loaded right now.')}</p>
          <Button variant="link" onClick={tasks.retry}>
            {t('retry', 'Retry')}
          </Button>
        </div>
      ) : null}
      <TaskList
        title={t('home_todo', 'To do')}
        tasks={tasks.open}
        empty={t('home_todo_empty', 'Nothing to do right now. New tasks from your employer will appear here.')}
      />
      <TaskList title={t('home_done', 'Done')} tasks={tasks.done} empty={t('home_done_empty', 'Tasks you finish will appear here.')} />
      <FormsList />
    </div>
  );
}
