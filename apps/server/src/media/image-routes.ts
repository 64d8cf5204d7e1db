import { mediaEndpoints } from '@avatara/contracts/http/media';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { route } from '../http/route';
import { requireUser } from '../sessions/http';
import type { SessionService } from '../sessions/service';
import type { AvatarService } from '../avatars/service';
import type { ImageStore } from './image-store';

/** The services these routes use (given by the composition root, compose.ts). */
export interface ImageRouteServices {
  sessions: SessionService;
  avatars: AvatarService;
  images: ImageStore;
}

/**
 * `GET /loadGeneratedImage?chatEmail={avatar}_{email}&filename=` (avatar-chat.md §7): a generated
 * image, only for its owner. `chatEmail` is the avatar's name, `_`, and the signed-in user's email
 * (avatar names hold no `_`; an email may).
 */
export async function imageRoutes(app: FastifyInstance, { services }: { services: ImageRouteServices }) {
  const { sessions, avatars, images } = services;

  route(app, mediaEndpoints.generatedImage, {
    tags: ['chat'],
    handler: async (req, reply) => {
      const user = await requireUser(req, sessions);
      const cut = req.query.chatEmail.indexOf('_');
      if (cut <= 0)
        throw new AppError('VALIDATION', 'chatEmail is {avatar}_{email}', {
          reason: 'INVALID_INPUT',
          field: 'chatEmail',
        });
      const email = req.query.chatEmail
        .slice(cut + 1)
        .trim()
        .toLowerCase();
      if (email !== user.email)
        throw new AppError('FORBIDDEN', 'You can only open your own images.', {
          reason: 'NOT_YOUR_ACCOUNT',
          field: 'chatEmail',
        });
      const avatar = avatars.find(req.query.chatEmail.slice(0, cut), 'chatEmail');
      const png = await images.read(user.id, avatar.id, req.query.filename);
      return reply
        .type('image/png')
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'")
        .header('content-disposition', 'inline')
        .send(png);
    },
  });
}
