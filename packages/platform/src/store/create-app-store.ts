import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api } from '../api/api';

/**
 * The root reducer. Remotes that need client state add their slice at run time with
 * `rootReducer.inject(slice)`; the api slice is always present.
 */
export const rootReducer = combineSlices(api);

export type RootState = ReturnType<typeof rootReducer>;

/** One store per page (the shell) or per test; `preloadedState` lets tests start from data. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    preloadedState,
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
