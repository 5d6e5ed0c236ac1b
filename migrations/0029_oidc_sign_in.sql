-- Sign-in with an OpenID Connect provider (D16): a tenant's provider settings, and the sign-ins
-- under way between the redirect to the provider and its answer.

CREATE TABLE oidc_settings (
  tenant_id text PRIMARY KEY REFERENCES tenants (id),
  issuer text NOT NULL,
  client_id text NOT NULL,
  -- Needed in clear to redeem codes at the provider's token endpoint; never shown by the API.
  client_secret text NOT NULL,
  -- Lower case; a new user is created only when their email's domain is listed.
  allowed_domains text[] NOT NULL DEFAULT '{}',
  create_users boolean NOT NULL DEFAULT false,
  default_role text NOT NULL DEFAULT 'member' CHECK (default_role IN ('viewer', 'member')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
SELECT isolate_by_tenant('oidc_settings');

-- One row per redirect to the provider, found again by the digest of its `state` and used once.
CREATE TABLE oidc_sign_ins (
  tenant_id text NOT NULL REFERENCES tenants (id),
  state_hash bytea NOT NULL,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  return_to text NOT NULL,
  expires_at timestamptz NOT NULL DEFAULT now() + interval '10 minutes',
  PRIMARY KEY (tenant_id, state_hash)
);
CREATE INDEX oidc_sign_ins_expiry ON oidc_sign_ins (tenant_id, expires_at);
SELECT isolate_by_tenant('oidc_sign_ins');
