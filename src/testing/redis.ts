import { spawn } from 'node:child_process';
import { freePort } from './process.js';

export const REDIS_SERVER = '/usr/bin/redis-server';

/** A private Redis server on a free port, without persistence, for one test file. */
export async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const server = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    void exited.then(() => reject(new Error(`redis-server exited:\n${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
    },
  };
}
