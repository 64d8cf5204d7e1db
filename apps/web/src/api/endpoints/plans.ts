/** The plan catalogue and the checkout, on the payment API: declared in `@avatara/contracts/http/plans`. */
export { planEndpoints } from '@avatara/contracts/http/plans';
