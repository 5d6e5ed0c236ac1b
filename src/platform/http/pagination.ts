import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { type Expression, type RawBuilder, sql, type SqlBool } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type, { type TSchema } from 'typebox';
import type { Database } from '../db/database.js';
import { loadServiceKey } from '../db/service-keys.js';
import { badRequest } from './errors.js';

/** Where the previous page ended: the sort value (as PostgreSQL printed it) and the id of its last row. */
export interface KeysetPosition {
  value: string | null;
  id: number;
}

export const PageLimit = Type.Integer({ minimum: 1, maximum: 500, default: 50 });
export const Cursor = Type.String({ minLength: 1, maxLength: 2000 });

export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    nextCursor: Type.Union([Type.String(), Type.Null()], { description: 'pass as cursor for the next page' }),
  });

const INVALID = "Query parameter 'cursor' is not a cursor this service issued.";
const FOREIGN = "Query parameter 'cursor' belongs to another query: keep the filters and sort of its first page.";

/**
 * Opaque, signed pagination cursors. A cursor holds the keyset position and a digest of the query
 * it belongs to, signed with a key every process shares (it lives in the database), so it works on
 * any instance and cannot be forged or moved to another query.
 */
export class CursorCodec {
  constructor(private readonly key: Buffer) {}

  static async load(store: Database): Promise<CursorCodec> {
    return new CursorCodec(await loadServiceKey(store, 'cursor'));
  }

  encode(position: KeysetPosition, query: object): string {
    const payload = Buffer.from(JSON.stringify({ ...position, q: digest(query) })).toString('base64url');
    return `${payload}.${this.#sign(payload)}`;
  }

  decode(cursor: string, query: object): KeysetPosition {
    const [payload, signature, extra] = cursor.split('.');
    if (!payload || !signature || extra !== undefined) throw badRequest(INVALID);
    const expected = Buffer.from(this.#sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw badRequest(INVALID);
    const { value, id, q } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as KeysetPosition & {
      q: string;
    };
    if (q !== digest(query)) throw badRequest(FOREIGN);
    return { value, id };
  }

  #sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}

/** Order-independent digest of the query a cursor belongs to. */
function digest(query: object): string {
  const canonical = JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 22);
}

/** How a sort value printed by PostgreSQL is read back for the comparison with its column. */
const CASTS = {
  int: (value: unknown) => sql`${value}::int`,
  date: (value: unknown) => sql`${value}::date`,
  timestamptz: (value: unknown) => sql`${value}::timestamptz`,
};

/** A sort order that keyset pagination can resume: a column's expression, its type, and the direction. */
export interface Keyset {
  expression: Expression<unknown>;
  type: keyof typeof CASTS;
  descending: boolean;
}

/**
 * The rows after `position` in the order of `keyset`, ties broken by `id` (same direction): a row
 * comparison, which a btree index on (tenant_id, expression, id) serves directly.
 */
export function keysetAfter(keyset: Keyset, id: Expression<number>, position: KeysetPosition): Expression<SqlBool> {
  const value = CASTS[keyset.type](position.value);
  const after = sql<number>`${position.id}::int`;
  if (keyset.expression === id) return keyset.descending ? sql`${id} < ${after}` : sql`${id} > ${after}`;
  return keyset.descending
    ? sql`(${keyset.expression}, ${id}) < (${value}, ${after})`
    : sql`(${keyset.expression}, ${id}) > (${value}, ${after})`;
}

/** Orders `query` by `keyset`, then by `id` unless the keyset is the id. */
export function orderByKeyset<Q extends { orderBy(expression: Expression<unknown>, direction: 'asc' | 'desc'): Q }>(
  query: Q,
  keyset: Keyset,
  id: Expression<number>,
): Q {
  const direction = keyset.descending ? 'desc' : 'asc';
  const ordered = query.orderBy(keyset.expression, direction);
  return keyset.expression === id ? ordered : ordered.orderBy(id, direction);
}

/** D13: a page ends once the items it holds pass this many bytes of JSON; it holds at least one. */
export const PAGE_BYTES = 4 * 1024 * 1024;

/**
 * What a statement answers for a row it left out of its page for the page's size: the page ends
 * before that row (see `sizedPage`).
 */
export const CUT = Symbol('cut of the page');

/**
 * A page statement's rows cut at PAGE_BYTES in the database, so that no more than a page's worth
 * travels: `page` selects the rows, `size` (over its alias `page`) is the bytes of a row's item as
 * JSON, and `order` the page's order. Each row comes back with its `light` columns and its `heavy`
 * ones (the item), which are NULL for the rows that begin past the budget; the first row always fits.
 */
export const sizedPage = (
  page: Expression<unknown>,
  columns: { light: readonly string[]; heavy: readonly string[] },
  size: RawBuilder<unknown>,
  order: RawBuilder<unknown>,
) => sql`
  SELECT ${sql.join([
    ...columns.light.map((column) => sql`page.${sql.ref(column)}`),
    ...columns.heavy.map(
      (column) =>
        sql`CASE WHEN page.bytes_before < ${sql.lit(PAGE_BYTES)} THEN page.${sql.ref(column)} END AS ${sql.ref(column)}`,
    ),
  ])}
  FROM (SELECT page.*, coalesce(sum(${size}) OVER (ORDER BY ${order} ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)
      AS bytes_before
    FROM (${page}) page) page
  ORDER BY ${order}`;

/**
 * Turns `limit + 1` fetched rows into a page and the cursor of the next one (null on the last
 * page). `item` gives a row's item: undefined leaves the row out (hidden from the caller since it
 * was listed), CUT ends the page before it. The page also ends after the item that takes its
 * items past PAGE_BYTES, as `sizeOf` measures them (D13).
 */
export function toPage<Row extends { sort_value: string | null; id: number }, Item>(
  rows: Row[],
  limit: number,
  item: (row: Row) => Item | undefined | typeof CUT,
  cursorAfter: (position: KeysetPosition) => string,
  sizeOf: (item: Item) => number = () => 0,
): { items: Item[]; nextCursor: string | null } {
  const items: Item[] = [];
  let bytes = 0;
  let last: Row | undefined;
  let ended = false;
  for (const row of rows.slice(0, limit)) {
    const next = item(row);
    if (next === CUT || bytes > PAGE_BYTES) {
      ended = true;
      break;
    }
    last = row;
    if (next === undefined) continue;
    items.push(next);
    bytes += sizeOf(next);
  }
  const more = ended || rows.length > limit;
  return {
    items,
    nextCursor: more && last ? cursorAfter({ value: last.sort_value, id: last.id }) : null,
  };
}

/**
 * A list that answers an array, as interface-era clients expect, and pages once the tenant holds
 * more than `limit` (D13): keyset by id, the next page named by a Link header.
 */
export const ArrayListQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 500,
      default: 100,
      description: 'items per page; the Link header names the next page',
    }),
  ),
  cursor: Type.Optional(Cursor),
});
export type ArrayListQuery = Type.Static<typeof ArrayListQuery>;

/** The 200 answer of such a list: the array, and the Link header when another page follows. */
export const ArrayPage = <T extends TSchema>(item: T) => ({
  ...Type.Array(item),
  headers: {
    Link: {
      type: 'string',
      description: 'When more items follow: `<path?limit=..&cursor=..>; rel="next"` (RFC 8288)',
    },
  },
});

/**
 * One page of an id-ordered list as a statement: `rows` selects `id` and `item` (JSON) after `p.after`
 * in id order, LIMIT `p.fetch`; items past PAGE_BYTES come back NULL (see sizedPage).
 */
export const idPage = (rows: Expression<unknown>) =>
  sizedPage(rows, { light: ['id'], heavy: ['item'] }, sql`octet_length(page.item::text)`, sql`page.id`);

/** Where a page of an array list starts, and what its statement fetches. */
export function arrayListPosition(cursors: CursorCodec, scope: object, query: ArrayListQuery) {
  const limit = query.limit ?? 100;
  return { after: query.cursor ? cursors.decode(query.cursor, scope).id : 0, limit, fetch: limit + 1 };
}

/**
 * The items of an array list's page (idPage rows, or rows with their own `sort_value` for a keyset
 * of another order), with a Link header to the next page when there is one.
 */
export function sendArrayPage<Item>(
  request: FastifyRequest,
  reply: FastifyReply,
  cursors: CursorCodec,
  scope: object,
  rows: readonly { id: number; item: Item | null; sort_value?: string | null }[],
  limit: number,
): Item[] {
  const page = toPage(
    rows.map((row) => ({ sort_value: null, ...row })),
    limit,
    (row) => row.item ?? CUT,
    (position) => cursors.encode(position, scope),
  );
  if (page.nextCursor !== null) {
    // The same query, other parameters kept, from the next position.
    const [path, query] = request.url.split('?', 2);
    const next = new URLSearchParams(query);
    next.set('limit', String(limit));
    next.set('cursor', page.nextCursor);
    reply.header('link', `<${path}?${next.toString()}>; rel="next"`);
  }
  return page.items;
}
