import { Link, useParams } from 'react-router-dom';
import { APPLICATION_STATUS_ORDER, type ApplicationStatus, type WizardSection } from '@attest/contracts';
import { useT } from '@attest/shared-ui';
import { sectionPath } from './wizard-paths';

export interface WizardStepperProps {
  sections: readonly WizardSection[];
  current: WizardSection;
  /** The stored status: sections before it are done (all of them once COMPLETE). */
  status: ApplicationStatus;
  /** Sections up to this one can be opened. */
  resume: WizardSection;
}

const order = (status: ApplicationStatus) => APPLICATION_STATUS_ORDER[status];

/**
 * The sections of the application as steps: the current one highlighted (aria-current), done ones marked,
 * reachable ones linked. Phones show the compact "Step 3 of 8 · Job Preferences" line instead of the list.
 */
export function WizardStepper({ sections, current, status, resume }: WizardStepperProps) {
  const { t } = useT();
  const { customerCode = '', locationCode = 'hq' } = useParams();
  const index = sections.findIndex((s) => s.status === current.status);
  const isDone = (s: WizardSection) => status === 'COMPLETE' || order(s.status) < order(status);
  return (
    <nav className="aw-stepper" aria-label={t('application_steps', 'Application steps')}>
      <p className="aw-stepper__compact" data-testid="wizard-compact-step">
        {t('wizard_step_of', 'Step {{step}} of {{total}} · {{title}}', {
          step: index + 1,
          total: sections.length,
          title: t(current.titleKey, current.title),
        })}
      </p>
      <ol className="aw-stepper__list">
        {sections.map((s, i) => {
          const done = isDone(s);
          const here = s.status === current.status;
          const title = t(s.titleKey, s.title);
          const classes = ['aw-step', here ? 'aw-step--current' : '', done ? 'aw-step--done' : ''].filter(Boolean).join(' ');
          const body = (
            <>
              <span className="aw-step__mark" aria-hidden="true">
                {done ? '✓' : i + 1}
              </span>
              <span className="aw-step__title">{title}</span>
              {done ? <span className="at-visually-hidden">{t('step_done', '(done)')}</span> : null}
            </>
          );
          return (
            <li key={s.status} className={classes} aria-current={here ? 'step' : undefined} data-status={s.status}>
              {!here && order(s.status) <= order(resume.status) ? (
                <Link to={sectionPath(customerCode, locationCode, s.segment)}>{body}</Link>
              ) : (
                <span>{body}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
