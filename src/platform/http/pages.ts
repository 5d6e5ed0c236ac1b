import { escape } from 'html-escaper';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route a person's browser opens (sign-in): its errors are pages, not the JSON error object. */
    page?: boolean;
  }
}

/** A plain page for a person: a title and one paragraph, both escaped; nothing loaded from elsewhere. */
export const plainPage = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1><p>${escape(text)}</p>` +
  `</main></body></html>`;
