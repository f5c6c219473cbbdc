import { act, render, screen } from '@testing-library/react';
import { LoadingBar, LOADING_BAR_CEILING, nextLoadingValue } from './LoadingBar';

const valueNow = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

describe('LoadingBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances every 100 ms, reaches 97 and stops there', () => {
    render(<LoadingBar active />);
    expect(valueNow()).toBe(0);
    act(() => jest.advanceTimersByTime(99));
    expect(valueNow()).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    const first = valueNow();
    expect(first).toBeGreaterThan(0);
    act(() => jest.advanceTimersByTime(100));
    expect(valueNow()).toBeGreaterThan(first);

    let steps = 2;
    let value = nextLoadingValue(nextLoadingValue(0));
    while (value < LOADING_BAR_CEILING) {
      value = nextLoadingValue(value);
      steps += 1;
    }
    act(() => jest.advanceTimersByTime((steps - 2) * 100));
    expect(valueNow()).toBe(97);
    // The interval is gone: no more ticks, and the value stays at 97.
    expect(jest.getTimerCount()).toBe(0);
    act(() => jest.advanceTimersByTime(10_000));
    expect(valueNow()).toBe(97);
  });

  it('completes to 100 and hides when loading ends', () => {
    const { rerender } = render(<LoadingBar active />);
    act(() => jest.advanceTimersByTime(500));
    rerender(<LoadingBar active={false} />);
    expect(valueNow()).toBe(100);
    act(() => jest.advanceTimersByTime(300));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows nothing when never active, and restarts from 0', () => {
    const { rerender } = render(<LoadingBar active={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<LoadingBar active />);
    expect(valueNow()).toBe(0);
    act(() => jest.advanceTimersByTime(100));
    expect(valueNow()).toBeGreaterThan(0);
  });
});
