import { accountEndpoints } from './account';
import { adminUserEndpoints } from './admin-users';
import { auditEndpoints } from './audit';
import { authEndpoints } from './auth';
import { avatarEndpoints } from './avatars';
import { backtestEndpoints } from './backtest';
import { chatEndpoints } from './chat';
import type { Endpoint } from './endpoint';
import { mediaEndpoints } from './media';
import { metaEndpoints } from './meta';
import { modelEndpoints } from './models';
import { newsEndpoints } from './news';
import { operatorEndpoints } from './operators';
import { planEndpoints } from './plans';
import { researchEndpoints } from './research';
import { safetyEndpoints } from './safety';
import { signalEndpoints } from './signals';
import { tradingEndpoints } from './trading';
import { tradingAccessEndpoints } from './trading-access';
import { usageEndpoints } from './usage';

/**
 * Every endpoint of the API, by feature (docs/web-api-client.md, "One contract"). The server
 * registers its routes from these declarations; `apps/server/src/http/contract.test.ts` fails when
 * a route has no declaration here or a declaration is not served. The web app imports a feature's
 * table by its own subpath (`@avatara/contracts/http/chat`), never this file.
 */
export const contract = {
  meta: metaEndpoints,
  auth: authEndpoints,
  account: accountEndpoints,
  plans: planEndpoints,
  avatars: avatarEndpoints,
  chat: chatEndpoints,
  media: mediaEndpoints,
  models: modelEndpoints,
  news: newsEndpoints,
  operators: operatorEndpoints,
  safety: safetyEndpoints,
  adminUsers: adminUserEndpoints,
  usage: usageEndpoints,
  audit: auditEndpoints,
  tradingAccess: tradingAccessEndpoints,
  trading: tradingEndpoints,
  backtest: backtestEndpoints,
  research: researchEndpoints,
  signals: signalEndpoints,
};

/** Every declared endpoint with its name (`chat.history`). */
export function listEndpoints(): { name: string; endpoint: Endpoint }[] {
  return Object.entries(contract).flatMap(([group, table]) =>
    Object.entries(table as Record<string, Endpoint>).map(([name, endpoint]) => ({
      name: `${group}.${name}`,
      endpoint,
    })),
  );
}
