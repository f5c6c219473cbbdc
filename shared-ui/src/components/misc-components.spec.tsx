import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_STYLE_ID, ThemeStyles } from '../styles/ThemeStyles';
import { downloadFile } from '../realtime/downloadFile';
import { Button } from './Button';
import { Card } from './Card';
import { ErrorPanel } from './ErrorPanel';
import { PageLayout } from './PageLayout';
import { ProgressBar } from './ProgressBar';

describe('design system basics', () => {
  it('Button: variant class, default type, loading blocks clicks and sets aria-busy', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { rerender } = render(
      <Button variant="danger" onClick={onClick}>
        Remove
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Remove' });
    expect(button).toHaveClass('at-button--danger');
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button variant="danger" loading onClick={onClick}>
        Remove
      </Button>,
    );
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ProgressBar exposes its clamped value', () => {
    const { rerender } = render(<ProgressBar value={42.4} label="Export" />);
    const bar = screen.getByRole('progressbar', { name: 'Export' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    rerender(<ProgressBar value={140} label="Export" />);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
  });

  it('ErrorPanel shows title and message and Retry calls onRetry', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(<ErrorPanel title="Could not load" message="The server did not answer." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not loadThe server did not answer.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('PageLayout and Card give a main landmark, a heading and a named region', () => {
    render(
      <PageLayout title="My profile" header={<nav>Menu</nav>}>
        <Card title="Basic info">Content</Card>
      </PageLayout>,
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: 'My profile' }));
    expect(screen.getByRole('region', { name: 'Basic info' })).toHaveTextContent('Content');
    expect(screen.getByRole('banner')).toHaveTextContent('Menu');
  });

  it('ThemeStyles injects one style element however often it renders', () => {
    render(
      <>
        <ThemeStyles />
        <ThemeStyles />
      </>,
    );
    const styles = document.head.querySelectorAll(`#${THEME_STYLE_ID}`);
    expect(styles).toHaveLength(1);
    expect(styles[0].textContent).toContain('.at-button--primary');
  });

  it('downloadFile clicks a temporary anchor with the download attribute', () => {
    const clicked: { href: string; download: string }[] = [];
    const listener = (event: MouseEvent) => {
      const anchor = event.target as HTMLAnchorElement;
      clicked.push({ href: anchor.getAttribute('href') ?? '', download: anchor.download });
      event.preventDefault();
    };
    document.addEventListener('click', listener);
    downloadFile('/api/v1/files/k?signature=s', 'applicants.csv');
    downloadFile('/api/v1/files/p');
    document.removeEventListener('click', listener);
    expect(clicked).toEqual([
      { href: '/api/v1/files/k?signature=s', download: 'applicants.csv' },
      { href: '/api/v1/files/p', download: 'download.pdf' },
    ]);
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
  });
});
