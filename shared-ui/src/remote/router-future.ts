/** React Router v7 behaviours opted into now, the same in the shell, standalone remotes and tests. */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
