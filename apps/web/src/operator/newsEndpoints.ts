import { ZNewsFeedsResponse } from '@avatara/contracts/news';
import { GET, json } from '../api/endpoint';

/**
 * The news feeds the server polls and how their fetches went (docs/media.md, "News for avatars"),
 * shown on the operators' Models page, in the lazily loaded operator chunk.
 */
export const newsEndpoints = {
  feeds: GET({ path: '/admin/news/feeds', response: json(ZNewsFeedsResponse) }),
};
