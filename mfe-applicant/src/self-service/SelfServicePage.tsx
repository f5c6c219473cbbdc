import { Link, useParams } from 'react-router-dom';
import { configTextKey, sanitizeHtml, type SelfServiceTask } from '@attest/contracts';
import { Card, ErrorPanel, LoadingBar, StatusBadge, formatDate, formatInTimeZone, useT } from '@attest/shared-ui';
import { ApplicationStyles } from '../application/wizard/ApplicationStyles';
import { useGetSelfServiceQuery } from './self-service-api';
import { useDocumentTasks } from './useDocumentTasks';

/**
 * `self-service`: the applicant's tasks (enable_self_service_tasks), completed tasks
 * (enable_completed_tasks_view) and instructions (enable_applicant_instructions). The server answers null for
 * a part that is switched off, and that part is not shown. Signature requests join the tasks (open) and the
 * completed tasks (complete). A finished task is listed once: under Completed tasks when that list is shown,
 * else in My tasks marked Done.
 */
export function SelfServicePage() {
  const { t } = useT();
  const { customerCode = '', locationCode = 'hq' } = useParams();
  const { data, isLoading, isError, refetch } = useGetSelfServiceQuery(undefined, { refetchOnMountOrArgChange: true });
  const documents = useDocumentTasks(Boolean(data && (data.tasks !== null || data.completed !== null)));
  if (isLoading) {
    return <LoadingBar active />;
  }
  if (isError || !data) {
    return <ErrorPanel title={t('self_service_unavailable', 'Your tasks could not be loaded')} onRetry={() => void refetch()} />;
  }
  const taskLink = (task: SelfServiceTask) => `/${customerCode}/${locationCode}/${task.path.replace(/^\/+/, '')}`;
  const nothing = data.tasks === null && data.completed === null && data.instructions_html === null;
  const myTasks = data.tasks === null ? [] : data.completed !== null ? data.tasks.filter((task) => !task.done) : data.tasks;
  return (
    <div className="aw-self-service">
      <ApplicationStyles />
      {data.instructions_html !== null ? (
        <Card title={t('applicant_instructions', 'Instructions')}>
          {/* The server sanitises this HTML (APPLICANT_INSTRUCTIONS); its translation (configTextKey) is sanitised here. */}
          <div className="aw-instructions" data-testid="applicant-instructions" dangerouslySetInnerHTML={{ __html: sanitizeHtml(t(configTextKey('APPLICANT_INSTRUCTIONS'), data.instructions_html)) }} />
        </Card>
      ) : null}
      {data.tasks !== null ? (
        <Card title={t('my_tasks', 'My tasks')}>
          {myTasks.length === 0 && documents.open.length === 0 ? <p className="aw-muted">{t('no_open_tasks', 'You have no open tasks.')}</p> : null}
          <ul className="aw-tasks" aria-label={t('my_tasks', 'My tasks')}>
            {documents.open.map((task) => (
              <li key={task.key}>
                <Link to={`/${customerCode}/${locationCode}/${task.path}`}>{t('sign_documents_task', 'Sign {{name}}', { name: task.name })}</Link>
              </li>
            ))}
            {myTasks.map((task) => (
              <li key={task.key}>
                <Link to={taskLink(task)}>{t(task.titleKey, task.title)}</Link>
                {task.done ? (
                  <StatusBadge tone="success" status="done">
                    {t('task_done', 'Done')}
                  </StatusBadge>
                ) : null}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {data.completed !== null ? (
        <Card title={t('completed_tasks', 'Completed tasks')}>
          {data.completed.length === 0 && documents.completed.length === 0 ? <p className="aw-muted">{t('no_completed_tasks', 'No completed tasks yet.')}</p> : null}
          <ul className="aw-tasks" aria-label={t('completed_tasks', 'Completed tasks')}>
            {documents.completed.map((task) => (
              <li key={task.key}>
                <Link to={`/${customerCode}/${locationCode}/${task.path}`}>{t('signed_documents_task', 'Signed {{name}}', { name: task.name })}</Link>
                <span className="aw-muted">{formatInTimeZone(task.completedDate, null)}</span>
              </li>
            ))}
            {data.completed.map((task) => (
              <li key={task.key}>
                <Link to={taskLink(task)}>{t(task.titleKey, task.title)}</Link>
                {task.completed_date ? <span className="aw-muted">{formatDate(task.completed_date)}</span> : null}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {nothing ? (
        <Card title={t('self_service', 'Self-service')}>
          <p>{t('self_service_empty', 'There is nothing for you here right now.')}</p>
        </Card>
      ) : null}
    </div>
  );
}
