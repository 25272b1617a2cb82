import { campaignIdParam } from '@cf/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Actor } from './context';

export const tags = ['campaigns'];
export const idParams = z.object({ id: campaignIdParam });

export const actorOf = (request: FastifyRequest): Actor => ({
  id: request.user!.id,
  isAdmin: request.user!.isAdmin,
  userType: request.user!.userType,
  lang: request.uiLang,
  ip: request.clientIp,
});
