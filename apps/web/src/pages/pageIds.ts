/** The menu's pages (spec §1), in menu order; each has the route `/{id}`. */
export const PAGE_IDS = ['home', 'research', 'products', 'safety', 'company', 'donation'] as const;

export type PageId = (typeof PAGE_IDS)[number];

/** The headed sections of the Safety page, in order (docs/safety.md): `pages.safety.sections.<id>`. */
export const SAFETY_SECTIONS = ['crisis', 'disclosure', 'age', 'pictures', 'reports'] as const;

export type SafetySectionId = (typeof SAFETY_SECTIONS)[number];

/** Route of the cookie policy page. */
export const COOKIE_POLICY_PATH = '/cookies';

/** Route of the operators' safety page (report queue, crisis referral counts); not under `/admin`, an API prefix. */
export const OPERATOR_SAFETY_PATH = '/operator/safety';

/** Route of the operators' Models page (model connections, docs/chat.md); not under `/admin` or `/models`, API prefixes. */
export const OPERATOR_MODELS_PATH = '/operator/models';

/** Routes of the operator's console (docs/operator.md "Screens"): Users (`/:id` an account), Usage and revenue, Audit log. */
export const OPERATOR_USERS_PATH = '/operator/users';
export const OPERATOR_USAGE_PATH = '/operator/usage';
export const OPERATOR_AUDIT_PATH = '/operator/audit';
