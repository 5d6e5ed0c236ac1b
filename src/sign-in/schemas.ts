import Type from 'typebox';
import { component, Nullable, SingleLine, UtcMillis } from '../platform/http/schemas.js';
import { EXPECTED } from '../platform/http/validation.js';

export const LinkParams = Type.Object({
  tenant: Type.String({ maxLength: 63 }),
  secret: Type.String({ maxLength: 100 }),
});

export const SessionObject = component(
  'Session',
  Type.Object({
    id: Type.Integer(),
    createdAt: UtcMillis,
    lastSeenAt: UtcMillis,
    userAgent: Nullable(Type.String()),
    current: Type.Boolean({ description: 'whether this request came with it' }),
  }),
);

const Domain = Type.String({
  maxLength: 253,
  pattern: '^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$',
  [EXPECTED]: 'a domain name such as "acme.example"',
});
const SignInRole = Type.Enum(['viewer', 'member'], { description: 'the role of users created at sign-in' });

export const OidcSettingsBody = Type.Object(
  {
    issuer: SingleLine({ minLength: 1, maxLength: 2048, description: 'https (http only on a loopback host)' }),
    clientId: SingleLine({ minLength: 1, maxLength: 255 }),
    clientSecret: SingleLine({ minLength: 1, maxLength: 2048, description: 'stored; never shown again' }),
    allowedDomains: Type.Optional(
      Type.Array(Domain, {
        maxItems: 100,
        description: 'email domains whose people may be created at sign-in; empty (the default): nobody',
      }),
    ),
    createUsers: Type.Optional(
      Type.Boolean({ description: 'create unknown people of an allowed domain (default false)' }),
    ),
    defaultRole: Type.Optional(SignInRole),
  },
  {
    examples: [
      {
        issuer: 'https://login.acme.example/realms/acme',
        clientId: 'tracker',
        clientSecret: 'k2N0x6-ExampleSecret',
        allowedDomains: ['acme.example'],
        createUsers: true,
        defaultRole: 'member',
      },
    ],
  },
);

export const OidcSettingsObject = component(
  'OidcSettings',
  Type.Object({
    issuer: Type.String(),
    clientId: Type.String(),
    allowedDomains: Type.Array(Type.String()),
    createUsers: Type.Boolean(),
    defaultRole: SignInRole,
    updatedAt: UtcMillis,
    callbackUrl: Type.String({ description: 'the redirect URI to register at the provider' }),
  }),
);

export const LoginParams = Type.Object({ tenant: Type.String({ maxLength: 63 }) });
export const LoginQuery = Type.Object({
  returnTo: Type.Optional(
    Type.String({ maxLength: 2000, description: 'a path of this site (default /app/{tenant}/)' }),
  ),
});
/** What providers send back varies (`iss`, `session_state`, `scope`, ...): openid-client reads it. */
export const CallbackQuery = Type.Object(
  {
    state: Type.Optional(Type.String({ maxLength: 500 })),
    code: Type.Optional(Type.String({ maxLength: 4000 })),
    error: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: Type.String({ maxLength: 4000 }) },
);

export const SignInLinkBody = Type.Object(
  { send: Type.Optional(Type.Boolean({ description: 'also mail the link to the user (needs SMTP_URL)' })) },
  { examples: [{ send: true }] },
);
export const SignInLinkObject = Type.Object({
  url: Type.String({ description: 'the one-time link: it opens a browser session once, within 15 minutes' }),
  expiresAt: Type.String({ description: 'UTC date-time' }),
});
export const ProvidersObject = Type.Object({
  oidc: Type.Boolean({ description: 'whether the tenant signs people in with an OpenID Connect provider' }),
});
