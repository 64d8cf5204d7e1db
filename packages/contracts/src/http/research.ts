import type { z } from 'zod';
import {
  ZResearchCancelled,
  ZResearchJobParams,
  ZWalkForwardApplied,
  ZWalkForwardApplyRequest,
  ZWalkForwardProgress,
  ZWalkForwardResult,
  ZWalkForwardStarted,
  ZWalkForwardStartRequest,
} from '../research';
import { GET, json, jsonBody, POST } from './endpoint';

const read = <const S extends z.ZodType>(schema: S) => json(schema, { serialize: false });

/** The research workbench (docs/research.md): walk-forward jobs, operators only (under /admin). */
export const researchEndpoints = {
  start: POST({
    path: '/admin/research/walk-forward',
    body: jsonBody(ZWalkForwardStartRequest),
    response: read(ZWalkForwardStarted),
  }),
  /** 404: an unknown job. */
  progress: GET({
    path: '/admin/research/walk-forward/:jobId/progress',
    params: ZResearchJobParams,
    response: read(ZWalkForwardProgress),
  }),
  /** 409 while the job runs. */
  result: GET({
    path: '/admin/research/walk-forward/:jobId/result',
    params: ZResearchJobParams,
    response: read(ZWalkForwardResult),
  }),
  cancel: POST({
    path: '/admin/research/walk-forward/:jobId/cancel',
    params: ZResearchJobParams,
    response: read(ZResearchCancelled),
  }),
  /** Writes the last window's parameters as the account's own config layer. 409 without a result. */
  apply: POST({
    path: '/admin/research/walk-forward/:jobId/apply',
    params: ZResearchJobParams,
    body: jsonBody(ZWalkForwardApplyRequest),
    response: read(ZWalkForwardApplied),
  }),
};
