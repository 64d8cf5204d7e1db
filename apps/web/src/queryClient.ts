import { QueryClient } from '@tanstack/react-query';

/**
 * One QueryClient for the app's server state. Writes run at once even when the browser believes it
 * is offline (networkMode 'always'): they fail as a fetch would, instead of waiting paused.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: 1 },
    mutations: { networkMode: 'always' },
  },
});
