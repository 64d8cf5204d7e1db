import { z } from 'zod';
import { ZEmail } from './common';

/** One operator as the operator page lists it (docs/accounts.md "Operators"). */
export const ZOperator = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** `granted`: the stored role (revocable); `config`: an email of OPERATOR_EMAILS. */
  source: z.enum(['granted', 'config']),
});
export type TOperator = z.infer<typeof ZOperator>;

/** `GET /admin/operators`. */
export const ZOperatorsResponse = z.object({ operators: z.array(ZOperator) });
export type TOperatorsResponse = z.infer<typeof ZOperatorsResponse>;

/** `POST /admin/operators {email}`: gives the role to the account that owns the email. */
export const ZGrantOperatorRequest = z.object({ email: ZEmail });
export type TGrantOperatorRequest = z.infer<typeof ZGrantOperatorRequest>;

/** `DELETE /admin/operators/:id`. */
export const ZOperatorIdParams = z.object({ id: z.uuid({ message: 'Invalid id' }) });
