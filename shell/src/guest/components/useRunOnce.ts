import { useEffect, useRef, useState } from 'react';

export type RunState<T> = { status: 'running' } | { status: 'done'; value: T } | { status: 'failed'; error: unknown };

/**
 * Runs `action` once per mount. The ref guard matters: the tokens these pages spend are single-use, and a
 * second effect run (React StrictMode, a re-render) would spend the token again and show a false failure.
 */
export function useRunOnce<T>(action: () => Promise<T>): RunState<T> {
  const started = useRef(false);
  const [state, setState] = useState<RunState<T>>({ status: 'running' });
  useEffect(() => {
    if (started.current) {
      return;
    }
    started.current = true;
    action().then(
      (value) => setState({ status: 'done', value }),
      (error: unknown) => setState({ status: 'failed', error }),
    );
  }, []);
  return state;
}
