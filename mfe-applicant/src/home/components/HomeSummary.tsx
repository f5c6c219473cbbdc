import { useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Icon, ProgressBar, useT } from '@attest/shared-ui';
import type { HomeTask } from '../home-tasks';

interface Props {
  name: string;
  open: HomeTask[];
  done: HomeTask[];
  /** The language choice (and anything else about the person) under the summary. */
  children?: ReactNode;
}

/** The top of Home: the greeting, how far along the applicant is, and the one next thing to do. */
export function HomeSummary({ name, open, done, children }: Props) {
  const { t } = useT();
  const { customerCode = '', locationCode = 'hq' } = useParams();
  const titleId = useId();
  const total = open.length + done.length;
  const [next] = open;
  return (
    <section className="at-card ah-summary" aria-labelledby={titleId}>
      <h1 className="ah-summary__title" id={titleId}>
        {name ? t('welcome_name', 'Welcome, {{name}}', { name }) : t('welcome', 'Welcome')}
      </h1>
      {total > 0 ? (
        <div className="ah-summary__progress">
          <ProgressBar value={(done.length / total) * 100} label={t('home_progress', '{{done}} of {{total}} tasks done', { done: done.length, total })} />
        </div>
      ) : null}
      {next ? (
        <div className="ah-next" data-testid="home-next">
          <Link className="at-button at-button--primary" to={`/${customerCode}/${locationCode}/${next.path}`}>
            {next.action}
            <Icon name="next" />
          </Link>
          {next.dueText ? (
            <span className="ah-next__due">
              <Icon name="due" size={16} />
              {next.overdue ? t('task_was_due', 'Was due {{date}}', { date: next.dueText }) : t('task_due', 'Due {{date}}', { date: next.dueText })}
            </span>
          ) : null}
        </div>
      ) : (
        <div className="ah-all-done" data-testid="home-all-done">
          <Icon name="done" />
          <p>
            <strong>{t('home_all_done_title', 'You are all set.')}</strong>{' '}
            {t('home_all_done_body', 'Everything we asked for is done. New tasks from your employer will appear here.')}
          </p>
        </div>
      )}
      {children}
    </section>
  );
}
