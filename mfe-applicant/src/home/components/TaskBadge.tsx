import { StatusBadge, useT } from '@attest/shared-ui';
import type { HomeTask } from '../home-tasks';

/** A task's state as a labelled badge: Overdue, To do, In progress or Done. */
export function TaskBadge({ task }: { task: HomeTask }) {
  const { t } = useT();
  if (task.state === 'done') {
    return (
      <StatusBadge tone="success" status="done">
        {t('task_done', 'Done')}
      </StatusBadge>
    );
  }
  if (task.overdue) {
    return (
      <StatusBadge tone="danger" status="overdue" icon="warning">
        {t('task_overdue', 'Overdue')}
      </StatusBadge>
    );
  }
  return task.state === 'in_progress' ? (
    <StatusBadge tone="info" status="in_progress">
      {t('task_in_progress', 'In progress')}
    </StatusBadge>
  ) : (
    <StatusBadge tone="warning" status="todo">
      {t('task_todo', 'To do')}
    </StatusBadge>
  );
}
