import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { HttpError } from '../platform/http/errors.js';
import type { Server } from '../platform/http/server.js';

/** Where `npm run build` puts the web app (web/ built by Vite), from src/web-app or dist/web-app alike. */
export const WEB_APP_BUILD = path.resolve(import.meta.dirname, '..', '..', 'dist', 'web');

/**
 * The app's pages load only what this server serves; the API answers JSON and sets no page policy
 * of its own for them, so the page's policy is this one.
 */
const APP_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

const page = { auth: 'public' as const, page: true };

export const MISSING_ASSET = 'This file of the web app does not exist (the app was updated?): reload the page.';

/**
 * The web app at /app/ (D17): its built assets, each named by its content and so cached for good
 * (served without credentials: see publicPrefixes), and index.html, never cached, for every other
 * path under /app/, where the app's router takes over.
 */
export async function webAppRoutes(app: Server, options: { root?: string } = {}): Promise<void> {
  const root = options.root ?? WEB_APP_BUILD;
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    for (const url of ['/app/', '/app/*']) {
      app.get(url, { schema: { hide: true }, config: page }, async () => {
        throw new HttpError(503, 'The web app is not built: run npm run build.');
      });
    }
    return;
  }
  const index = await readFile(indexFile);
  const icon = await readFile(path.join(root, 'favicon.svg'));
  // Browsers and bookmarks ask the site's root for its icon, whatever a page names.
  app.get('/favicon.ico', { schema: { hide: true }, config: { auth: 'public' } }, async (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(icon),
  );
  await app.register(fastifyStatic, {
    root: path.join(root, 'assets'),
    prefix: '/app/assets/',
    wildcard: false,
    index: false,
    schemaHide: true,
    maxAge: '365d',
    immutable: true,
  });
  // An asset of another build (a tab opened before a deploy asks for its old chunks) is missing,
  // not a page of the app: index.html in its place would fail as a script, with a 200.
  app.get('/app/assets/*', { schema: { hide: true }, config: { auth: 'public' } }, async () => {
    throw new HttpError(404, MISSING_ASSET);
  });
  for (const url of ['/app/', '/app/*']) {
    app.get(url, { schema: { hide: true }, config: page }, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', APP_POLICY)
        .header('cache-control', 'no-cache')
        .send(index),
    );
  }
}
