import { AppError } from '../errors';

/**
 * The last operator can neither give up the role nor delete its account: its server would have
 * nobody to run it (docs/accounts.md "Operators"). One error for both (409 LAST_OPERATOR).
 */
export function lastOperator(): AppError {
  return new AppError(
    'CONFLICT',
    'The last operator cannot give up the role or delete the account. Make someone else operator first.',
    { reason: 'LAST_OPERATOR' },
  );
}
