import {
  ZGetAvatarsQuery,
  ZGetAvatarsResponse,
  ZNhsCatalog,
  ZNhsMetaDataQuery,
} from '@avatara/contracts/avatars';
import { parseNhsText } from '@avatara/contracts/nhs-format';
import { GET, json, text } from '../endpoint';

/** The avatars, and the Brain States & Hormones overlay's data (avatar-chat.md §7). */
export const avatarEndpoints = {
  avatars: GET({ path: '/getAvatars', query: ZGetAvatarsQuery, response: json(ZGetAvatarsResponse) }),
  nhsCatalog: GET({ path: '/nhs/catalog', response: json(ZNhsCatalog) }),
  /** `name:value` lines, polled every 2 s: never from a cache. */
  nhsMetaData: GET({
    path: '/getNHSMetaData',
    query: ZNhsMetaDataQuery,
    response: text(parseNhsText),
    cache: 'no-store',
  }),
};
