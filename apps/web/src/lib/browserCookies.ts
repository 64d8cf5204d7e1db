import { CookieStore, type CookieJar } from './cookies';

/** `document.cookie` as a CookieJar. */
const documentJar: CookieJar = {
  read: () => document.cookie,
  write: (cookie) => {
    document.cookie = cookie;
  },
};

/** The app's cookie store; cookies are Secure whenever the page is served over https. */
export const cookies = new CookieStore(documentJar, () => window.location.protocol === 'https:');
