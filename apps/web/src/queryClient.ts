import { QueryClient } from '@tanstack/react-query';

/** One QueryClient for the app's server state. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: 1 },
  },
});
