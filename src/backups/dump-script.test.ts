import { expect } from 'expect';
import { describe, it } from 'node:test';
import { DumpError, dumpStatements } from './dump-script.js';

const HEADER = '--\n-- PostgreSQL database dump\n--\n\n\\restrict abc123\n\n';
const TRAILER = '\n--\n-- PostgreSQL database dump complete\n--\n\n\\unrestrict abc123\n\n';

/** The statements of `text` read in pieces of `size` characters. */
async function statementsOf(text: string, size: number): Promise<string[]> {
  async function* pieces() {
    for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
  }
  const found: string[] = [];
  for await (const statement of dumpStatements(pieces())) found.push(statement.text);
  return found;
}

describe('reading a plain-text dump into statements (restore, D21)', () => {
  const body = [
    'SET statement_timeout = 0;',
    "SELECT pg_catalog.set_config('search_path', '', false);",
    `CREATE FUNCTION public.f() RETURNS text\n    LANGUAGE plpgsql\n    AS $_$\nBEGIN\n  RETURN 'a;b'; -- not the end;\nEND $_$;`,
    'CREATE TABLE public."odd;name" (\n    id integer NOT NULL\n);',
    "INSERT INTO public.t VALUES (1, 'it''s; fine', E'back\\\\slash\\'; quote', '-- no comment', '/* nor this */'), (2, 'two\nlines', $$dollar; $$, '$x$');",
    '/* a block /* nested; */ comment */ SELECT 1;',
  ];
  const dump = `${HEADER}${body.join('\n\n-- a comment between statements; with a semicolon\n\n')}\n${TRAILER}`;

  it('splits at semicolons outside quotes, dollar quotes and comments, whatever the size of the pieces', async () => {
    for (const size of [1, 2, 3, 7, 64, 1000, dump.length]) {
      expect(await statementsOf(dump, size)).toEqual(body);
    }
  });

  it('refuses a file that is not a dump, an archive, a cut-off dump and psql commands', async () => {
    await expect(statementsOf('SELECT 1;\n'.repeat(20), 5)).rejects.toThrow(/not a dump/);
    await expect(statementsOf('PGDMP\u0001\u000e'.padEnd(100, '\u0000'), 50)).rejects.toThrow(/archive/);
    await expect(statementsOf(`${HEADER}${body.join('\n')}\n`, 10)).rejects.toThrow(/cut off/);
    await expect(statementsOf(`${HEADER}INSERT INTO t VALUES ('unended`, 10)).rejects.toThrow(DumpError);
    await expect(statementsOf(`${HEADER}\\connect other\n${TRAILER}`, 10)).rejects.toThrow(/psql command \\connect/);
  });
});
