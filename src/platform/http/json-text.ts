import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text that the database built: Fastify passes a string with a JSON content type through
 * as it is, so it is neither parsed nor serialized again. The route's response schema still
 * documents it, and the tests check every such answer against that schema.
 */
export const sendJsonText = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);
