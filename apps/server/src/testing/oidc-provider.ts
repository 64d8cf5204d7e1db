import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export { freePort } from './ports';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on loopback, for the social
 * sign-in tests. Its development login form accepts any login; the login becomes the account's
 * email, verified unless listed in `unverifiedEmails`, with the display name `name`.
 */
export async function startLocalOidcProvider(opts: {
  redirectUris: string[];
  name?: string;
  unverifiedEmails?: string[];
}): Promise<LocalOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'avatara-test';
  const clientSecret = 'avatara-test-secret-0123456789abcdef';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['avatara-test-cookie-key'] },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        email: sub,
        email_verified: !(opts.unverifiedEmails ?? []).includes(sub),
        name: opts.name ?? 'Olivia Oidc',
      }),
    }),
  });
  provider.on('server_error', (_ctx, err) => console.error('oidc-provider error', err));
  const handle = provider.callback();
  server.on('request', (req, res) => void handle(req, res));
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
