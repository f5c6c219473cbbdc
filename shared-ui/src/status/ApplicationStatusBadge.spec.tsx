import { render, screen } from '@testing-library/react';
import { APPLICATION_STATUS_ORDER } from '@attest/contracts';
import { StatusBadge } from '../components/StatusBadge';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';

describe('status as labelled badges', () => {
  it('every application status reads as words, never its code, with a tone', () => {
    const statuses = Object.keys(APPLICATION_STATUS_ORDER);
    render(
      <ul>
        {statuses.map((s) => (
          <li key={s} data-testid={s}>
            <ApplicationStatusBadge status={s} />
          </li>
        ))}
      </ul>,
    );
    for (const s of statuses) {
      const badge = screen.getByTestId(s).firstElementChild as HTMLElement;
      expect(badge).toHaveClass('at-badge');
      expect(badge).toHaveAttribute('data-status', s);
      expect(badge.textContent).not.toMatch(/^[A-Z]+$/);
    }
    expect(screen.getByTestId('SIGNUP')).toHaveTextContent('Signed up');
    expect(screen.getByTestId('PRESCREEN')).toHaveTextContent('Prescreen questions');
    expect(screen.getByTestId('COMPLETE').firstElementChild).toHaveClass('at-badge--success');
    expect(screen.getByTestId('JOBPREFS').firstElementChild).toHaveClass('at-badge--info');
  });

  it('no status yet reads as signed up; an unknown code as "Unknown status", not the code', () => {
    render(
      <>
        <ApplicationStatusBadge status={null} />
        <ApplicationStatusBadge status="LEGACY_X" />
      </>,
    );
    expect(screen.getByText('Signed up')).toHaveClass('at-badge--neutral');
    expect(screen.getByText('Unknown status')).toBeInTheDocument();
    expect(screen.queryByText('LEGACY_X')).not.toBeInTheDocument();
  });

  it('a badge carries its icon as decoration only: the word is its accessible text', () => {
    render(
      <StatusBadge tone="warning" icon="warning" status="overdue">
        Overdue
      </StatusBadge>,
    );
    const badge = screen.getByText('Overdue');
    expect(badge).toHaveClass('at-badge', 'at-badge--warning');
    expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
