import { ZNewsFeedsResponse } from '../news';
import { GET, json } from './endpoint';

/** The news feeds the server polls and how their fetches went (docs/media.md, "News for avatars"). */
export const newsEndpoints = {
  feeds: GET({ path: '/admin/news/feeds', response: json(ZNewsFeedsResponse) }),
};
