/**
 * Where the statements are declared: a listener set before any module that declares one loads
 * learns each statement's text with the stack of its declaration (declared-queries.ts writes the
 * queries files from it). A module of its own, free of statements, so that it can load first.
 */
let listener: ((text: string, stack: string) => void) | null = null;

export function watchStatements(listen: (text: string, stack: string) => void): void {
  listener = listen;
}

export function statementDeclared(text: string): void {
  listener?.(text, new Error().stack ?? '');
}
