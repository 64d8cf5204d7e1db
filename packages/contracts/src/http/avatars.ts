import {
  ZGetAvatarsQuery,
  ZGetAvatarsResponse,
  ZNhsCatalog,
  ZNhsMetaDataQuery,
  ZPortraitFaceParams,
  ZPortraitFileParams,
} from '../avatars';
import { parseNhsText } from '../nhs-format';
import { binary, GET, json, text } from './endpoint';

/** The avatars, their portraits, and the Brain States & Hormones overlay's data (avatar-chat.md §7). */
export const avatarEndpoints = {
  /** Sent as bytes checked against the schema once per language, with an ETag (304). */
  avatars: GET({ path: '/getAvatars', query: ZGetAvatarsQuery, response: json(ZGetAvatarsResponse) }),
  /** A portrait (docs/portraits.md); images name it, the app never fetches it. */
  portrait: GET({ path: '/avatars/:file', params: ZPortraitFileParams, response: binary }),
  /** A portrait with one expression: `/avatars/{id}/{expression}.svg`. */
  expression: GET({ path: '/avatars/:id/:face', params: ZPortraitFaceParams, response: binary }),
  nhsCatalog: GET({ path: '/nhs/catalog', response: json(ZNhsCatalog) }),
  /** `name:value` lines (docs/neuro-hormonal-model.md), polled every 2 s. */
  nhsMetaData: GET({ path: '/getNHSMetaData', query: ZNhsMetaDataQuery, response: text(parseNhsText) }),
};
