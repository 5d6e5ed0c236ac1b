import { createServer, type Server } from 'node:http';
import Provider, { type Configuration } from 'oidc-provider';
import { freePort } from './process.js';

/** What the provider says of a person: the claims beside `sub`. */
export type AccountClaims = Record<string, string | boolean>;

export const CLIENT_ID = 'tracker';
export const CLIENT_SECRET = 'a-client-secret-of-the-test-provider';

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1, for sign-in tests: its sign-in form takes any
 * login name (the account whose claims `accounts` holds) with any password, and consent is given at
 * once, as for an organisation's own application. It can stop and start again on its port.
 */
export class TestOidcProvider {
  #server: Server | null = null;
  readonly #provider: Provider;

  private constructor(
    readonly port: number,
    readonly accounts: Map<string, AccountClaims>,
    redirectUris: string[],
  ) {
    this.#provider = new Provider(this.issuer, configuration(accounts, redirectUris));
  }

  static async start(redirectUris: string[]): Promise<TestOidcProvider> {
    const provider = new TestOidcProvider(await freePort(), new Map(), redirectUris);
    await provider.resume();
    return provider;
  }

  get issuer(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async resume(): Promise<void> {
    const handle = this.#provider.callback();
    const server = createServer((request, response) => void handle(request, response));
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.#server = server;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  /**
   * A browser's way through the provider, by HTTP: from the authorization URL the service redirected
   * to, through the sign-in form as `login`, to the answer the provider sends back to the service
   * (or `abort`ing the sign-in instead). Returns that answer's URL.
   */
  async signIn(authorizationUrl: string, login: string, options: { abort?: boolean } = {}): Promise<URL> {
    const jar = new Map<string, string>();
    let response = await browse(jar, authorizationUrl);
    while (response.status === 303 || response.status === 302) {
      const location = new URL(response.headers.get('location')!, this.issuer);
      if (location.origin !== this.issuer) return location;
      if (location.pathname.startsWith('/interaction/')) {
        response = options.abort
          ? await browse(jar, `${location.href}/abort`)
          : await browse(jar, location.href, new URLSearchParams({ prompt: 'login', login, password: 'any' }));
      } else {
        response = await browse(jar, location.href);
      }
    }
    throw new Error(`the provider answered ${response.status}: ${await response.text()}`);
  }
}

/** One request as a browser sends it: the cookies it holds, and a form when posting. */
async function browse(jar: Map<string, string>, url: string, form?: URLSearchParams): Promise<Response> {
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: { cookie, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    body: form,
  });
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';', 1);
    const separator = pair!.indexOf('=');
    jar.set(pair!.slice(0, separator), pair!.slice(separator + 1));
  }
  return response;
}

function configuration(accounts: Map<string, AccountClaims>, redirectUris: string[]): Configuration {
  return {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified', 'xms_edov'],
      profile: ['given_name', 'family_name', 'name', 'locale'],
    },
    findAccount: (_context, id) => {
      const claims = accounts.get(id);
      return claims && { accountId: id, claims: () => ({ sub: id, ...claims }) };
    },
    features: { devInteractions: { enabled: true } },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    cookies: { keys: ['a-cookie-key-of-the-test-provider'] },
    // Consent as for an organisation's own application: granted at once.
    loadExistingGrant: async (context) => {
      const grant = new context.oidc.provider.Grant({
        clientId: context.oidc.client!.clientId,
        accountId: context.oidc.session!.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
}
