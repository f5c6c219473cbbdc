import { Link, useParams } from 'react-router-dom';
import { Card, Icon, useT } from '@attest/shared-ui';
import type { HomeTask } from '../home-tasks';
import { TaskBadge } from './TaskBadge';

interface Props {
  title: string;
  tasks: HomeTask[];
  /** What shows when there is no task: what will appear here. */
  empty: string;
}

/** A titled list of tasks, each with its state, its next step and its due date. */
export function TaskList({ title, tasks, empty }: Props) {
  const { t } = useT();
  const { customerCode = '', locationCode = 'hq' } = useParams();
  return (
    <Card title={title}>
      {tasks.length === 0 ? <p className="ah-empty">{empty}</p> : null}
      <ul className="ah-tasks" aria-label={title}>
        {tasks.map((task) => (
          <li key={task.key} className="ah-task" data-task={task.key} data-state={task.state}>
            <Icon name={task.state === 'done' ? 'done' : 'todo'} className="ah-task__mark" />
            <div className="ah-task__body">
              <Link className="ah-task__title" to={`/${customerCode}/${locationCode}/${task.path}`}>
                {task.title}
              </Link>
              {task.detail ? <p className="ah-task__line">{task.detail}</p> : null}
              {task.dueText ? (
                <p className={task.overdue ? 'ah-task__line is-overdue' : 'ah-task__line'}>
                  <Icon name="due" size={16} />
                  {task.overdue ? t('task_was_due', 'Was due {{date}}', { date: task.dueText }) : t('task_due', 'Due {{date}}', { date: task.dueText })}
                </p>
              ) : null}
            </div>
            <TaskBadge task={task} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
