/**
 * The role every application query runs as. It owns nothing and cannot bypass row-level security;
 * migrations create it and grant it the rights it needs.
 */
export const APP_ROLE = 'tracker_app';

/** The role of the event workers, which act for every tenant on the tables of events only (Database.acrossTenants). */
export const WORKER_ROLE = 'tracker_worker';
