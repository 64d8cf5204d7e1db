import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { HORMONE_KEYS, HORMONES, STATE_NAMES, STATES } from '@avatara/companion';
import {
  NHS_AVATAR_PREFIX,
  ZGetAvatarsResponse,
  ZPortraitExpression,
  type TNhsCatalog,
} from '@avatara/contracts';
import { avatarEndpoints as endpoints } from '@avatara/contracts/http/avatars';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  etagOf,
  matchesEtag,
  PORTRAIT_CACHE_CONTROL,
  PortraitStore,
  type PortraitAsset,
} from './portrait-store';
import { AppError } from '../errors';
import { route } from '../http/route';
import { requireSelf } from '../sessions/http';
import type { AvatarService } from './service';
import type { NhsService } from './nhs';
import type { SessionService } from '../sessions/service';

/** The services these routes use (given by the composition root, compose.ts). */
export interface AvatarRouteServices {
  avatars: AvatarService;
  nhs: NhsService;
  sessions: SessionService;
}

/** `GET /getAvatars`, the portraits with their expressions, and `GET /getNHSMetaData` (avatar-chat.md §7). */
export async function avatarRoutes(app: FastifyInstance, { services }: { services: AvatarRouteServices }) {
  const { avatars, nhs, sessions } = services;
  const tags = ['avatars'];

  // The avatar list does not change while the server runs: serialised once per language (checked
  // against its schema then), sent as the same bytes with an ETag; a browser that has it gets a 304.
  const lists = new Map<string, { body: Buffer; gzip: Buffer; etag: string }>();
  const listOf = (lang: string) => {
    let list = lists.get(lang);
    if (!list) {
      const body = Buffer.from(
        JSON.stringify(ZGetAvatarsResponse.parse(avatars.all().map((a) => avatars.view(a, lang)))),
      );
      list = { body, gzip: gzipSync(body, { level: 9 }), etag: etagOf(body) };
      lists.set(lang, list);
    }
    return list;
  };
  route(app, endpoints.avatars, {
    tags,
    // The schema documents the answer; the bytes are the ones checked against it above.
    handler: async (req, reply) => {
      const list = listOf(req.query.lang ?? 'en-US');
      reply.header('etag', list.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      if (matchesEtag(req.headers['if-none-match'], list.etag)) return reply.code(304).send();
      // Bytes are sent as they are: no serialisation, no encoding per request; gzipped once for
      // browsers (a fifth of the size).
      reply.type('application/json; charset=utf-8');
      if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? ''))
        return reply.header('content-encoding', 'gzip').send(list.gzip);
      return reply.send(list.body);
    },
  });

  // Portraits (docs/portraits.md): rendered once, sent with a strong ETag; `If-None-Match` gets a 304.
  const portraits = new PortraitStore(avatars);
  const send = (req: FastifyRequest, reply: FastifyReply, asset: PortraitAsset) => {
    reply.header('cache-control', PORTRAIT_CACHE_CONTROL).header('etag', asset.etag);
    if (matchesEtag(req.headers['if-none-match'], asset.etag)) return reply.status(304).send();
    return reply.type(asset.type).send(asset.body);
  };

  route(app, endpoints.portrait, {
    tags,
    handler: async (req, reply) => {
      const id = req.params.file.replace(/\.[a-z]+$/, '');
      const avatar = avatars.find(id, 'file');
      const file = avatars.portraitFile(avatar.id);
      // The one name the avatar's portrait has: its operator file's, or `<id>.svg` when generated.
      if (req.params.file !== (file ? path.basename(file) : `${avatar.id}.svg`))
        throw new AppError('NOT_FOUND', 'Unknown portrait', { reason: 'NOT_FOUND', field: 'file' });
      return send(req, reply, await portraits.get(avatar, null));
    },
  });

  route(app, endpoints.expression, {
    tags,
    handler: async (req, reply) => {
      const avatar = avatars.find(req.params.id, 'id');
      const expression = ZPortraitExpression.safeParse(req.params.face.replace(/\.svg$/, ''));
      if (!req.params.face.endsWith('.svg') || !expression.success)
        throw new AppError('NOT_FOUND', `Unknown expression ${req.params.face}`, {
          reason: 'NOT_FOUND',
          field: 'expression',
        });
      return send(req, reply, await portraits.get(avatar, expression.data));
    },
  });

  const catalog: TNhsCatalog = {
    hormones: HORMONE_KEYS.map((k) => ({
      key: k,
      displayName: HORMONES[k].displayName,
      min: HORMONES[k].min,
      max: HORMONES[k].max,
      unit: HORMONES[k].unit,
    })),
    states: STATE_NAMES.map((n) => ({
      name: n,
      group: STATES[n].group,
      default: STATES[n].default,
      meaning: STATES[n].meaning,
    })),
  };
  route(app, endpoints.nhsCatalog, {
    tags,
    handler: async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return catalog;
    },
  });

  route(app, endpoints.nhsMetaData, {
    tags,
    handler: async (req, reply) => {
      const user = await requireSelf(req, sessions, req.query.userEmail);
      // The spec's client also asks with `avatar.<name>` for the avatar's own entry only.
      const own = req.query.avatarName.startsWith(NHS_AVATAR_PREFIX);
      const avatar = avatars.find(
        own ? req.query.avatarName.slice(NHS_AVATAR_PREFIX.length) : req.query.avatarName,
      );
      const text = await nhs.metaDataText(user.id, avatar, own);
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(text);
    },
  });
}
