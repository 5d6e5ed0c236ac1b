-- A sign-in under way lives in the browser (D16, wave 4): its state, nonce, PKCE verifier and
-- returnTo travel sealed in a cookie under this key, and the service stores nothing until the
-- provider answers. Anonymous starts of sign-ins filled oidc_sign_ins up to its limit and locked a
-- tenant's people out of their provider.
INSERT INTO service_keys (name, secret)
  VALUES ('sign-in', decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'));

DROP TABLE oidc_sign_ins;
