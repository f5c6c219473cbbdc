import { createElement, lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { LoadingBar } from '../components/LoadingBar';

/**
 * A remote page loaded on first visit (React.lazy): a remote's `./routes` module then holds only the route
 * table and navigation entries, and each page is its own chunk, so the first route costs only what it
 * renders (issue 14, the 100 KiB budget per remote's first route). The loading bar shows meanwhile.
 *
 *   { path: 'home', element: lazyPage(() => import('./home/components/HomePage').then((m) => m.HomePage)) }
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, props?: P): ReactElement {
  const Page = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  return <Suspense fallback={<LoadingBar active />}>{createElement(Page, props ?? ({} as P))}</Suspense>;
}
