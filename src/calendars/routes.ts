import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { hashToken } from '../platform/auth/tokens.js';
import { sendTagged } from '../platform/http/conditional.js';
import { isStatus } from '../platform/http/errors.js';
import { sendJsonText } from '../platform/http/json-text.js';
import { ArrayListQuery, ArrayPage, arrayListPosition, sendArrayPage } from '../platform/http/pagination.js';
import { errorResponses, IdParams } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { CalendarObject, CalendarQuery } from './calendar.js';
import { CoverageQuery, TeamCoverage } from './coverage.js';
import {
  CalendarFeedInput,
  CalendarFeedObject,
  CreatedCalendarFeedObject,
  FEED_DAYS_AHEAD,
  FEED_DAYS_BACK,
} from './feeds.js';
import { CalendarService } from './service.js';

const tags = ['calendars'];
const ICALENDAR_TYPE = 'text/calendar; charset=utf-8';
/** Everyone may read activities (D2), so everyone may subscribe to them. */
const read = { permission: 'activity:read' as const };

/** The team calendar and its iCalendar feeds (D10). */
export async function calendarRoutes(app: Server): Promise<void> {
  const calendars = new CalendarService(app.db, app.cursors, app.longRequests);

  app.get('/v1/calendar', {
    schema: {
      tags,
      summary: 'Who is out when: the covered days of each user with activities in a range of at most 366 days',
      description:
        "Holidays of the range, and the users with at least one live, not rejected activity in it, by last name, first name and id, each with the days their activities cover (weekends and holidays only when an activity includes them). Descriptions are not shown. Paged: `limit` users (default 50, at most 200) and at most 5,000 day entries a page; a page may end inside a user's days, and the next one (`cursor`) opens with that user's following days.",
      querystring: CalendarQuery,
      response: { 200: CalendarObject, ...errorResponses(400, 401) },
    },
    config: read,
    handler: async ({ caller, query }, reply) => sendJsonText(reply, await calendars.read(caller, query)),
  });

  app.get('/v1/teams/:id/coverage', {
    schema: {
      tags,
      summary:
        "A team's presence on each working day of a range of at most 366 days, and the days short of its minimum",
      description:
        'Away: an approved activity of a type outside working hours (vacation, not home office) covers the day, as for approvals.',
      params: IdParams,
      querystring: CoverageQuery,
      response: { 200: TeamCoverage, ...errorResponses(400, 401, 404) },
    },
    config: read,
    handler: ({ caller, params, query }) => calendars.coverage(caller, params.id, query),
  });

  app.post('/v1/calendar-feeds', {
    schema: {
      tags,
      summary: 'Create an iCalendar feed of the calendar; the answer holds its URL, shown only then',
      description:
        'The filters are those of the calendar: the members of a team, one user, some activity types; they combine. Without a name the feed is named after its team, else its user, else "Calendar". Anyone with the URL can read the feed, without headers: keep it like a password, and revoke it by deleting the feed.',
      body: CalendarFeedInput,
      response: { 201: CreatedCalendarFeedObject, ...errorResponses(400, 401) },
    },
    config: { ...read, idempotent: true },
    handler: async ({ caller, body }, reply) => {
      return reply.code(201).send(await calendars.createFeed(caller, body));
    },
  });

  app.get('/v1/calendar-feeds', {
    schema: {
      tags,
      summary: "The caller's own iCalendar feeds, without their URLs, in pages once there are more than `limit`",
      querystring: ArrayListQuery,
      response: { 200: ArrayPage(CalendarFeedObject), ...errorResponses(400, 401) },
    },
    config: read,
    handler: async (request, reply) => {
      const { caller, query } = request;
      const scope = { resource: 'calendar-feeds' };
      const position = arrayListPosition(app.cursors, scope, query);
      const rows = await calendars.listFeeds(caller, position);
      return sendArrayPage(request, reply, app.cursors, scope, rows, position.limit);
    },
  });

  app.delete('/v1/calendar-feeds/:id', {
    schema: {
      tags,
      summary: "Revoke one of the caller's iCalendar feeds: its URL answers 404 from now on",
      params: IdParams,
      response: { 204: Type.Null({ description: 'Revoked' }), ...errorResponses(400, 401, 404) },
    },
    config: read,
    handler: async ({ caller, params }, reply) => {
      await calendars.revokeFeed(caller, params.id);
      return (reply as FastifyReply).code(204).send();
    },
  });

  app.get('/ical/:secret.ics', {
    schema: {
      tags,
      summary: 'An iCalendar feed (RFC 5545), for calendar apps to subscribe to; no headers needed',
      description: `One event per live, not rejected activity of the feed's filters from ${FEED_DAYS_BACK} days before today to ${FEED_DAYS_AHEAD} days after it (UTC): "<first name> <last name>: <type>", with " (requested)" and status TENTATIVE until approved, CONFIRMED after. Whole days are all-day events; other times are in the activity's zone; an activity of several days repeats daily, leaving out the days it does not cover. Descriptions are not shown. An unknown or revoked feed answers 404.`,
      params: Type.Object({ secret: Type.String({ description: 'The secret of the URL the feed was created with' }) }),
      response: {
        200: { description: 'The feed', content: { 'text/calendar': { schema: Type.String() } } },
        ...errorResponses(404, 429),
      },
    },
    config: { auth: 'public', conditional: { etag: true } },
    handler: async (request, reply) => {
      const { secret } = request.params;
      const limits = app.rateLimits;
      // Requests count per feed; an unknown secret counts as a failed authentication of the address.
      const secretHash = hashToken(secret);
      const readFeed = async () => {
        await limits?.feeds.take(request, secretHash.toString('base64url'));
        return calendars.feed(secret, secretHash);
      };
      const feed = limits
        ? await limits.failures.countingFailures(request, request.ip, readFeed, isStatus(404))
        : await readFeed();
      // Unlike a token's answers, a feed may be kept by the app that asked (not by shared caches: its
      // URL is a secret), to be asked again with If-None-Match.
      reply.header('cache-control', 'private, no-cache');
      return sendTagged(request, reply, feed.text, { type: ICALENDAR_TYPE, etag: feed.etag });
    },
  });
}
