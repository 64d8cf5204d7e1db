import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { HORMONE_KEYS, HORMONES, STATE_NAMES, STATES } from '@avatara/companion';
import { NHS_AVATAR_PREFIX, ZGetAvatarsQuery, ZGetAvatarsResponse, ZNhsCatalog, ZNhsMetaDataQuery, type TNhsCatalog } from '@avatara/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_TYPES, renderPortrait } from '../avatars/portraits';
import { AppError } from '../errors';
import { requireSelf } from '../http/session';
import type { Services } from '../services';

/** `GET /getAvatars`, the portraits, and `GET /getNHSMetaData` (avatar-chat.md §7). */
export async function avatarRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { avatars, nhs, sessions } = services;
  const svgCache = new Map<string, string>();

  r.get('/getAvatars', { schema: { tags: ['avatars'], querystring: ZGetAvatarsQuery, response: { 200: ZGetAvatarsResponse } } }, async (req) =>
    avatars.all().map((a) => avatars.view(a, req.query.lang ?? 'en-US')),
  );

  const ZFile = z.object({ file: z.string().regex(/^[a-z0-9-]+\.(svg|png|jpe?g|webp)$/, 'Unknown portrait') });
  r.get('/avatars/:file', { schema: { tags: ['avatars'], params: ZFile } }, async (req, reply) => {
    const id = req.params.file.replace(/\.[a-z]+$/, '');
    const avatar = avatars.find(id, 'file');
    const file = avatars.portraitFile(avatar.id);
    reply.header('cache-control', 'public, max-age=86400');
    if (file) {
      if (path.basename(file) !== req.params.file) throw new AppError('NOT_FOUND', 'Unknown portrait', { field: 'file' });
      const ext = path.extname(file).slice(1) as keyof typeof IMAGE_TYPES;
      return reply.type(IMAGE_TYPES[ext]).send(await readFile(file));
    }
    if (!req.params.file.endsWith('.svg')) throw new AppError('NOT_FOUND', 'Unknown portrait', { field: 'file' });
    let svg = svgCache.get(avatar.id);
    if (!svg) {
      svg = renderPortrait(avatar, avatars.all().indexOf(avatar));
      svgCache.set(avatar.id, svg);
    }
    return reply.type('image/svg+xml').send(svg);
  });

  const catalog: TNhsCatalog = {
    hormones: HORMONE_KEYS.map((k) => ({ key: k, displayName: HORMONES[k].displayName, min: HORMONES[k].min, max: HORMONES[k].max, unit: HORMONES[k].unit })),
    states: STATE_NAMES.map((n) => ({ name: n, group: STATES[n].group, default: STATES[n].default, meaning: STATES[n].meaning })),
  };
  r.get('/nhs/catalog', { schema: { tags: ['avatars'], response: { 200: ZNhsCatalog } } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return catalog;
  });

  r.get('/getNHSMetaData', { schema: { tags: ['avatars'], querystring: ZNhsMetaDataQuery } }, async (req, reply) => {
    const user = await requireSelf(req, sessions, req.query.userEmail);
    // The spec's client also asks with `avatar.<name>` for the avatar's own entry only.
    const own = req.query.avatarName.startsWith(NHS_AVATAR_PREFIX);
    const avatar = avatars.find(own ? req.query.avatarName.slice(NHS_AVATAR_PREFIX.length) : req.query.avatarName);
    const text = await nhs.metaDataText(user.id, avatar, own);
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(text);
  });
}
