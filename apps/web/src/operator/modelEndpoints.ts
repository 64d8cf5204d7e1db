import {
  ZCreateModelConnectionRequest,
  ZModelConnection,
  ZModelConnectionsResponse,
  ZUpdateModelConnectionRequest,
} from '@avatara/contracts/models';
import { DELETE, GET, json, jsonBody, none, POST, PUT } from '../api/endpoint';

/**
 * The operators' Models page (docs/chat.md, "Connect a model"), in the lazily loaded operator
 * chunk: list, add, change, test and delete model connections. No answer carries an API key.
 */
export const modelEndpoints = {
  list: GET({ path: '/admin/models/connections', response: json(ZModelConnectionsResponse) }),
  create: POST({
    path: '/admin/models/connections',
    body: jsonBody(ZCreateModelConnectionRequest),
    response: json(ZModelConnection),
  }),
  update: PUT({
    path: '/admin/models/connections/:id',
    body: jsonBody(ZUpdateModelConnectionRequest),
    response: json(ZModelConnection),
  }),
  remove: DELETE({ path: '/admin/models/connections/:id', response: none }),
  test: POST({ path: '/admin/models/connections/:id/test', response: json(ZModelConnection) }),
};
