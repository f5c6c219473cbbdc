import { combineSlices, configureStore, type Reducer } from '@reduxjs/toolkit';
import { api } from './api';

/**
 * The store the shell creates once and shares with every remote. Remotes that need their own
 * slice call `store.injectReducer(slice)` when their routes load (reducer injection).
 */
export function createAppStore(extraReducers: Record<string, Reducer> = {}) {
  const rootReducer = combineSlices(api, extraReducers);
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  const injectReducer = (slice: { reducerPath: string; reducer: Reducer }): void => {
    rootReducer.inject(slice);
    // A harmless action so the new slice's initial state is in the store straight away.
    store.dispatch({ type: '@@attest/injectReducer', payload: slice.reducerPath });
  };
  return Object.assign(store, { injectReducer });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type RootState = ReturnType<AppStore['getState']>;
