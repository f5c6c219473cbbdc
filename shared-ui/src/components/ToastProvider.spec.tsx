import { act, render, screen } from '@testing-library/react';
import { ToastProvider, useToast, type ToastApi } from './ToastProvider';

let toast: ToastApi;
function Grab() {
  toast = useToast();
  return null;
}

const renderToasts = () =>
  render(
    <ToastProvider>
      <Grab />
    </ToastProvider>,
  );

const visibleMessages = () => Array.from(document.querySelectorAll('.at-toast__body > span')).map((el) => el.textContent);

describe('ToastProvider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the default messages when none is given', () => {
    renderToasts();
    act(() => {
      toast.success();
      toast.danger(undefined, { title: 'Profile' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Changes Saved Successfully');
    expect(screen.getByRole('alert')).toHaveTextContent('ProfileAn Error Occurred');
  });

  it('keeps at most 5 toasts, dropping the oldest', () => {
    renderToasts();
    act(() => {
      for (let i = 1; i <= 7; i += 1) {
        toast.success(`saved ${i}`);
      }
    });
    expect(visibleMessages()).toEqual(['saved 3', 'saved 4', 'saved 5', 'saved 6', 'saved 7']);
  });

  it('removes a toast after its display time, 5000 ms by default', () => {
    renderToasts();
    act(() => {
      toast.success('default time');
      toast.danger('short', { displayTime: 1000 });
    });
    act(() => jest.advanceTimersByTime(999));
    expect(visibleMessages()).toEqual(['default time', 'short']);
    act(() => jest.advanceTimersByTime(1));
    expect(visibleMessages()).toEqual(['default time']);
    act(() => jest.advanceTimersByTime(3999));
    expect(visibleMessages()).toEqual(['default time']);
    act(() => jest.advanceTimersByTime(1));
    expect(visibleMessages()).toEqual([]);
  });

  it('keeps a toast with displayTime 0 until dismissed', () => {
    renderToasts();
    let id = 0;
    act(() => {
      id = toast.danger('sticky', { displayTime: 0 });
    });
    act(() => jest.advanceTimersByTime(60_000));
    expect(visibleMessages()).toEqual(['sticky']);
    act(() => toast.dismiss(id));
    expect(visibleMessages()).toEqual([]);
  });

  it('a dropped toast does not take a newer one with it when its timer would have fired', () => {
    renderToasts();
    act(() => {
      toast.success('first', { displayTime: 1000 });
    });
    act(() => {
      for (let i = 2; i <= 6; i += 1) {
        toast.success(`t${i}`, { displayTime: 0 });
      }
    });
    act(() => jest.advanceTimersByTime(2000));
    expect(visibleMessages()).toEqual(['t2', 't3', 't4', 't5', 't6']);
  });
});
