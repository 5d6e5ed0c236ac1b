/**
 * Reading a backup: a plain-text dump as pg_dump writes it (PostgreSQL's own format, D21), taken
 * apart into its SQL statements while the file is read, so that a restore holds one statement (at
 * most one multi-row INSERT of the dump) at a time, however large the file. Written here because
 * the kept npm splitter for PostgreSQL (postgres-semicolons) takes the whole script as one string,
 * which for a dump of hundreds of megabytes is the memory this avoids.
 */

/** The first line pg_dump writes into a plain-text dump, and what it writes last once the dump is whole. */
const DUMP_HEADER = /^--\r?\n-- PostgreSQL database dump\r?\n/;
const DUMP_COMPLETE = '-- PostgreSQL database dump complete';
/** pg_dump's custom and directory formats start with these bytes; they are not SQL. */
const ARCHIVE_MAGIC = 'PGDMP';

/** A file the restore refuses, with a message for the operator (never a stack). */
export class DumpError extends Error {}

/** One statement of the dump and the line it starts on (1-based), for messages. */
export interface DumpStatement {
  text: string;
  line: number;
}

/** What the start of a file says it is: a plain-text dump, or why it is not one. */
export function checkDumpStart(start: string): void {
  if (start.startsWith(ARCHIVE_MAGIC)) {
    throw new DumpError(
      "The file is a pg_dump archive (custom or directory format); restore reads the plain-text dumps that backup and GET /admin/backup write (pg_dump's default format).",
    );
  }
  if (!DUMP_HEADER.test(start)) {
    throw new DumpError(
      'The file is not a dump: a backup starts with the lines "--" and "-- PostgreSQL database dump".',
    );
  }
}

type State = 'code' | 'single' | 'escaped' | 'double' | 'dollar' | 'line-comment' | 'block-comment' | 'meta';

/** Characters that may change what the text around them is, outside quotes and comments. */
const SPECIAL = /[;'"$\\/\n-]/g;

/**
 * Splits SQL text into statements as psql would: at semicolons outside quotes ('...', E'...',
 * "...", $tag$...$tag$) and comments; line comments between statements are dropped; a psql
 * meta-command at the start of a statement (pg_dump's `\restrict` and `\unrestrict` lines) is
 * skipped. Text is fed in pieces (`push`), as it is read; a piece may end anywhere.
 */
export class DumpStatements {
  #state: State = 'code';
  /** The statement so far, in parts joined when it ends (a multi-row INSERT is a megabyte). */
  #parts: string[] = [];
  /** Whether the statement so far holds nothing but white space. */
  #blank = true;
  #statementLine = 1;
  #line = 1;
  #dollarTag = '';
  #blockDepth = 0;
  /** The text of the line comment or meta-command being read. */
  #lineText = '';
  #complete = false;
  /** Text held back from the end of the last piece: a token that may go on in the next one. */
  #pending = '';

  /** Whether the dump's closing line was read: a dump without it was cut off. */
  get complete(): boolean {
    return this.#complete;
  }

  /** Feeds the next piece of text; returns the statements it completed. */
  push(piece: string): DumpStatement[] {
    const text = this.#pending + piece;
    this.#pending = '';
    const done: DumpStatement[] = [];
    let index = 0;
    while (index < text.length) {
      switch (this.#state) {
        case 'code': {
          SPECIAL.lastIndex = index;
          const found = SPECIAL.exec(text);
          const at = found ? found.index : text.length;
          if (at > index) this.#add(text.slice(index, at));
          if (!found) return done;
          index = at;
          const char = text[at]!;
          const next = text[at + 1];
          if ((char === '-' || char === '/' || char === '$') && at + 1 === text.length) {
            this.#pending = char; // "--", "/*" or a dollar tag may go on in the next piece
            return done;
          }
          if (char === '\n') {
            this.#line += 1;
            this.#add(char);
            index += 1;
          } else if (char === ';') {
            this.#add(';');
            if (!this.#blank) done.push({ text: this.#parts.join('').trim(), line: this.#statementLine });
            this.#parts = [];
            this.#blank = true;
            index += 1;
          } else if (char === '-' && next === '-') {
            this.#state = 'line-comment';
            this.#lineText = '';
            index += 2;
          } else if (char === '/' && next === '*') {
            this.#state = 'block-comment';
            this.#blockDepth = 1;
            this.#add('/*');
            index += 2;
          } else if (char === '\\' && this.#blank) {
            this.#state = 'meta';
            this.#lineText = '';
            index += 1;
          } else if (char === "'") {
            const previous = this.#parts.at(-1)?.at(-1);
            this.#state = previous === 'E' || previous === 'e' ? 'escaped' : 'single';
            this.#add(char);
            index += 1;
          } else if (char === '"') {
            this.#state = 'double';
            this.#add(char);
            index += 1;
          } else if (char === '$') {
            const tag = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.exec(text.slice(at, at + 66));
            if (tag) {
              this.#state = 'dollar';
              this.#dollarTag = tag[0];
              this.#add(tag[0]);
              index += tag[0].length;
            } else if (text.length - at < 66 && !text.includes('$', at + 1)) {
              this.#pending = text.slice(at); // a tag may end in the next piece
              return done;
            } else {
              this.#add(char);
              index += 1;
            }
          } else {
            this.#add(char);
            index += 1;
          }
          break;
        }
        case 'single':
        case 'double': {
          const quote = this.#state === 'single' ? "'" : '"';
          const end = text.indexOf(quote, index);
          const upTo = end === -1 ? text.length : end + 1;
          this.#addCounting(text.slice(index, upTo));
          index = upTo;
          // A doubled quote reads as a literal's end and a new literal: the text is the same.
          if (end !== -1) this.#state = 'code';
          break;
        }
        case 'escaped': {
          const char = text[index]!;
          if (char === '\\') {
            if (index + 1 === text.length) {
              this.#pending = char;
              return done;
            }
            this.#addCounting(text.slice(index, index + 2));
            index += 2;
            break;
          }
          this.#addCounting(char);
          if (char === "'") this.#state = 'code';
          index += 1;
          break;
        }
        case 'dollar': {
          const end = text.indexOf(this.#dollarTag, index);
          if (end === -1) {
            // Keep back what could be the start of the closing tag.
            const keep = Math.min(this.#dollarTag.length - 1, text.length - index);
            this.#addCounting(text.slice(index, text.length - keep));
            this.#pending = text.slice(text.length - keep);
            return done;
          }
          this.#addCounting(text.slice(index, end + this.#dollarTag.length));
          index = end + this.#dollarTag.length;
          this.#state = 'code';
          break;
        }
        case 'block-comment': {
          const char = text[index]!;
          const next = text[index + 1];
          if ((char === '*' || char === '/') && next === undefined) {
            this.#pending = char;
            return done;
          }
          if (char === '*' && next === '/') {
            this.#add('*/');
            index += 2;
            this.#blockDepth -= 1;
            if (this.#blockDepth === 0) this.#state = 'code';
          } else if (char === '/' && next === '*') {
            this.#add('/*');
            index += 2;
            this.#blockDepth += 1;
          } else {
            this.#addCounting(char);
            index += 1;
          }
          break;
        }
        case 'line-comment':
        case 'meta': {
          const end = text.indexOf('\n', index);
          this.#lineText += text.slice(index, end === -1 ? text.length : end);
          if (end === -1) return done;
          if (this.#state === 'meta') this.#endMeta();
          // A comment ends its line only: the statement (if one was started) goes on.
          else if (this.#blank && `--${this.#lineText}`.trimEnd() === DUMP_COMPLETE) this.#complete = true;
          this.#state = 'code';
          this.#line += 1;
          this.#add('\n');
          index = end + 1;
          break;
        }
      }
    }
    return done;
  }

  /** The end of the file: what is left must be nothing but white space and comments. */
  end(): DumpStatement[] {
    const done = this.#pending ? this.push('\n') : this.push('');
    if (this.#state === 'meta') this.#endMeta();
    if (this.#state !== 'code' && this.#state !== 'line-comment' && this.#state !== 'meta') {
      throw new DumpError(
        `The dump ends inside a quoted text or comment of the statement at line ${this.#statementLine}.`,
      );
    }
    if (!this.#blank) throw new DumpError(`The dump ends inside the statement at line ${this.#statementLine}.`);
    return done;
  }

  #add(text: string): void {
    if (this.#blank && /\S/.test(text)) {
      this.#blank = false;
      this.#statementLine = this.#line;
    }
    if (!this.#blank) this.#parts.push(text);
  }

  /** Adds text that may span lines (inside quotes), counting them. */
  #addCounting(text: string): void {
    this.#add(text);
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) this.#line += 1;
  }

  #endMeta(): void {
    const command = this.#lineText.trim().split(/\s+/)[0];
    // pg_dump (15.14 and later) fences the dump with \restrict and \unrestrict: psql's guard against
    // meta-commands in the data, which a restore that sends statements alone does not need.
    if (command !== 'restrict' && command !== 'unrestrict') {
      throw new DumpError(`The dump holds the psql command \\${command} at line ${this.#line}; a backup holds none.`);
    }
  }
}

/** The statements of a dump read as a stream of text pieces, checked as a dump from its first bytes. */
export async function* dumpStatements(pieces: AsyncIterable<string>): AsyncGenerator<DumpStatement> {
  const reader = new DumpStatements();
  let start = '';
  let checked = false;
  for await (const piece of pieces) {
    let text = piece;
    if (!checked) {
      start += piece;
      if (start.length < 64) continue;
      checkDumpStart(start);
      checked = true;
      text = start;
    }
    yield* reader.push(text);
  }
  if (!checked) {
    checkDumpStart(start);
    yield* reader.push(start);
  }
  yield* reader.end();
  if (!reader.complete) {
    throw new DumpError('The dump was cut off: it lacks the closing line pg_dump writes when a dump is whole.');
  }
}

/** COPY ... FROM stdin: data follows in the file, which only psql reads. */
export const isCopyFromStdin = (statement: string) => /^COPY\b[\s\S]*\bFROM\s+stdin\s*;$/i.test(statement);
