import type { TConfig } from '../config';

/** Client routes the mailed links open (apps/web); the token rides in the fragment, which no server or proxy log sees. */
export const VERIFY_EMAIL_PATH = '/verify-email';
export const RESET_PASSWORD_PATH = '/reset-password';
export const SIGN_IN_PATH = '/sign-in';

/**
 * Absolute links, always built from PUBLIC_URL (read when a link is made: `main.ts` fills in the
 * port PORT=0 picked), never from a request's Host header.
 */
export class Links {
  constructor(private readonly config: Pick<TConfig, 'publicUrl'>) {}

  get base(): string {
    return this.config.publicUrl;
  }

  to(path: string): string {
    return `${this.config.publicUrl}${path}`;
  }

  verifyEmail(token: string): string {
    return `${this.to(VERIFY_EMAIL_PATH)}#token=${token}`;
  }

  resetPassword(token: string): string {
    return `${this.to(RESET_PASSWORD_PATH)}#token=${token}`;
  }

  signIn(token: string): string {
    return `${this.to(SIGN_IN_PATH)}#token=${token}`;
  }
}
