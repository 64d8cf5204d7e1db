/* The research workbench's calls (docs/research.md), through the one API client. */
import type {
  TWalkForwardApplied,
  TWalkForwardJobProgress,
  TWalkForwardJobResult,
  TWalkForwardStartRequest,
} from '@avatara/contracts/research';
import { isHttpError } from '../../api/ApiError';
import { api } from '../../api/client';
import { researchEndpoints } from '../endpoints/research';

/** The label, with what the server said ('HTTP 400: …'). */
export function researchError(label: string, error: unknown): string {
  if (isHttpError(error))
    return error.text ? `${label} (HTTP ${error.status}: ${error.text})` : `${label} (HTTP ${error.status})`;
  return error instanceof Error && error.message ? `${label} (${error.message})` : label;
}

export const researchApi = {
  start: async (body: TWalkForwardStartRequest): Promise<string> =>
    (await api.call(researchEndpoints.start, { body })).jobId,
  progress: (jobId: string, signal?: AbortSignal): Promise<TWalkForwardJobProgress> =>
    api.call(researchEndpoints.progress, { params: { jobId } }, { signal }),
  result: (jobId: string, signal?: AbortSignal): Promise<TWalkForwardJobResult> =>
    api.call(researchEndpoints.result, { params: { jobId } }, { signal }),
  cancel: async (jobId: string): Promise<void> => {
    await api.call(researchEndpoints.cancel, { params: { jobId } });
  },
  apply: (jobId: string, userId: string): Promise<TWalkForwardApplied> =>
    api.call(researchEndpoints.apply, { params: { jobId }, body: { userId } }),
};
