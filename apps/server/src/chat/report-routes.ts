import { chatEndpoints } from '@avatara/contracts/http/chat';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
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
  route(app, chatEndpoints.report, {
    tags: ['chat'],
    config: { rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: 60_000 } },
    handler: async (req, reply) => {
      const user = await requireUser(req, services.sessions);
      const id = await services.reports.create(user.id, req.body);
      return reply.code(201).send({ id });
    },
  });
}
