/**
 * The role every application query runs as. It owns nothing and cannot bypass row-level security;
 * migrations create it and grant it the rights it needs.
 */
export const APP_ROLE = 'tracker_app';

/** The role of the event workers, which act for every tenant on the tables of events only (Database.acrossTenants). */
export const WORKER_ROLE = 'tracker_worker';

/**
 * The role of D21's erasure and retention of private activities, taken for their statements inside
 * a tenant's transaction (SET_ERASER_ROLE): the application role's rights, and also rewriting and
 * deleting history entries, which the application role may not (migrations/0040_privacy.sql).
 */
export const ERASER_ROLE = 'tracker_eraser';
