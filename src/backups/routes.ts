import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { HttpError } from '../platform/http/errors.js';
import { errorResponses } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { DumpFailed } from './dump.js';
import type { Backups } from './service.js';

/** RFC 6922's media type of SQL text. */
const SQL_TYPE = 'application/sql';

/** A name to save the backup under: the time it was taken, in UTC. */
const fileName = (at: Date) =>
  `tracker-backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.sql`;

/** D21's backup through the operator API (registered with the other operator routes). */
export async function backupRoutes(app: Server, { backups }: { backups: Backups }): Promise<void> {
  app.get('/admin/backup', {
    schema: {
      tags: ['operator'],
      summary:
        'A backup of the whole store, streamed: a plain-text dump that restore (or psql) loads into an empty store',
      description:
        'The same dump as the backup command of the command line makes, of every tenant: what pg_dump writes (plain format, rows as ' +
        'INSERT statements, no owners), from one consistent snapshot, written while it is sent. One backup at a ' +
        'time per process (409 meanwhile). A reader that takes nothing for 30 s is cut off, as is a download ' +
        'past an hour: the file then lacks the closing line `-- PostgreSQL database dump complete`, and restore refuses it.',
      security: [{ operatorToken: [] }],
      response: {
        200: {
          description: 'The dump, as an attachment to save',
          headers: {
            'Content-Disposition': {
              type: 'string',
              description: 'attachment, with a file name that says when the backup was taken',
            },
          },
          content: {
            [SQL_TYPE]: {
              schema: Type.String({ description: "PostgreSQL's plain-text dump format: SQL statements, UTF-8" }),
            },
          },
        },
        ...errorResponses(401, 409, 500),
      },
    },
    config: { auth: 'operator' },
    handler: async (_request, reply) => {
      const at = new Date();
      let stream;
      try {
        stream = await backups.start();
      } catch (error) {
        if (error instanceof DumpFailed) throw new HttpError(500, `The backup could not be made. ${error.message}`);
        throw error;
      }
      // The answer is the stream, which no response schema serialises (as with the exports).
      return (reply as FastifyReply)
        .type(`${SQL_TYPE}; charset=utf-8`)
        .header('content-disposition', `attachment; filename="${fileName(at)}"`)
        .send(stream);
    },
  });
}
