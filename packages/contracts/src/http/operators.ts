import { ZGrantOperatorRequest, ZOperator, ZOperatorIdParams, ZOperatorsResponse } from '../operators';
import { DELETE, GET, json, jsonBody, none, POST } from './endpoint';

/** Who runs this server (docs/accounts.md "Operators"): list, grant by email, revoke (never the last). */
export const operatorEndpoints = {
  list: GET({ path: '/admin/operators', response: json(ZOperatorsResponse) }),
  /** 201 with the new operator. */
  grant: POST({
    path: '/admin/operators',
    body: jsonBody(ZGrantOperatorRequest),
    response: json(ZOperator, { status: [201] }),
  }),
  /** 204; 409 LAST_OPERATOR for the last one. */
  revoke: DELETE({ path: '/admin/operators/:id', params: ZOperatorIdParams, response: none }),
};
