import { freePort, startServerProgram } from './process.js';

export const REDIS_SERVER = '/usr/bin/redis-server';

/** A private Redis server on a free port, without persistence, for one test file. */
export async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const stop = await startServerProgram(REDIS_SERVER, args, 'Ready to accept connections', 'stdout');
  return { url: `redis://127.0.0.1:${port}`, stop };
}
