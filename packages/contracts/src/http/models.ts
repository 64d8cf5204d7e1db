import {
  ZCreateModelConnectionRequest,
  ZModelConnection,
  ZModelConnectionParams,
  ZModelConnectionsResponse,
  ZModelListResponse,
  ZUpdateModelConnectionRequest,
} from '../models';
import { DELETE, GET, json, jsonBody, none, POST, PUT } from './endpoint';

/**
 * The chat picker's models with their availability (for anyone), and the operators' Models page
 * (docs/chat.md, "Connect a model"): model connections listed, added, changed, tested and deleted.
 * No answer carries an API key.
 */
export const modelEndpoints = {
  /** The spec's list (`/ai_models_list.txt`) with whether each model answers now. */
  options: GET({ path: '/models', response: json(ZModelListResponse) }),
  list: GET({ path: '/admin/models/connections', response: json(ZModelConnectionsResponse) }),
  create: POST({
    path: '/admin/models/connections',
    body: jsonBody(ZCreateModelConnectionRequest),
    response: json(ZModelConnection, { status: 201 }),
  }),
  update: PUT({
    path: '/admin/models/connections/:id',
    params: ZModelConnectionParams,
    body: jsonBody(ZUpdateModelConnectionRequest),
    response: json(ZModelConnection),
  }),
  /** 204. */
  remove: DELETE({ path: '/admin/models/connections/:id', params: ZModelConnectionParams, response: none }),
  test: POST({
    path: '/admin/models/connections/:id/test',
    params: ZModelConnectionParams,
    response: json(ZModelConnection),
  }),
};
