/**
 * The role every application query runs as. It owns nothing and cannot bypass row-level security;
 * migrations create it and grant it the rights it needs.
 */
export const APP_ROLE = 'tracker_app';
