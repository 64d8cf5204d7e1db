/** The operators' pages' query keys (TanStack's "query key factory"): all start with `operatorKeys.all`. */
export const operatorKeys = {
  all: ['operator'] as const,
  /** `GET /admin/news/feeds`. */
  newsFeeds: () => [...operatorKeys.all, 'news-feeds'] as const,
  /** Every filter of the reported replies (what resolving one invalidates). */
  reports: () => [...operatorKeys.all, 'safety-reports'] as const,
  /** `GET /admin/safety/reports?status=`. */
  reportList: (status: string) => [...operatorKeys.reports(), status] as const,
  /** `GET /admin/safety/referrals`. */
  referrals: () => [...operatorKeys.all, 'safety-referrals'] as const,
  /** `GET /admin/operators`. */
  operators: () => [...operatorKeys.all, 'operators'] as const,
  /** `GET /admin/models/connections`. */
  modelConnections: () => [...operatorKeys.all, 'model-connections'] as const,
};
