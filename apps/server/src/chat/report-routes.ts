import { ZReportRequest, ZReportResponse } from '@avatara/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../sessions/http';
import type { SessionService } from '../sessions/service';
import type { ReportService } from './reports';

/** The services these routes use (given by the composition root, compose.ts). */
export interface ReportRouteServices {
  sessions: SessionService;
  reports: ReportService;
}

/** Reports a user may file per IP and minute: enough for a reader, too few for a flood. */
export const REPORTS_PER_MINUTE = 10;

/** `POST /kichat/report`: report one of the signed-in user's avatar replies (docs/safety.md). Never charges. */
export async function reportRoutes(app: FastifyInstance, { services }: { services: ReportRouteServices }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/kichat/report',
    {
      schema: { tags: ['chat'], body: ZReportRequest, response: { 201: ZReportResponse } },
      config: { rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (req, reply) => {
      const user = await requireUser(req, services.sessions);
      const id = await services.reports.create(user.id, req.body);
      return reply.code(201).send({ id });
    },
  );
}
