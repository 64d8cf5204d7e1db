/** The menu's pages (spec §1), in menu order; each has the route `/{id}`. */
export const PAGE_IDS = ['home', 'research', 'products', 'safety', 'company', 'donation'] as const;

export type PageId = (typeof PAGE_IDS)[number];

/** Route of the cookie policy page. */
export const COOKIE_POLICY_PATH = '/cookies';
