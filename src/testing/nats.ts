import { spawn } from 'node:child_process';
import { freePort } from './process.js';

export const NATS_SERVER = '/usr/sbin/nats-server';

export interface NatsServer {
  url: string;
  stop: () => Promise<void>;
  /** Starts it again on the same port and store (JetStream keeps its streams there). */
  restart: () => Promise<void>;
}

/** A private NATS server with JetStream on a free port, its store in `storeDir`, for one test file. */
export async function startNats(storeDir: string): Promise<NatsServer> {
  const port = await freePort();
  let stop = await run(port, storeDir);
  return {
    url: `nats://127.0.0.1:${port}`,
    stop: () => stop(),
    restart: async () => {
      stop = await run(port, storeDir);
    },
  };
}

async function run(port: number, storeDir: string): Promise<() => Promise<void>> {
  const server = spawn(NATS_SERVER, ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    // nats-server logs to stderr.
    server.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server is ready')) resolve();
    });
    void exited.then(() => reject(new Error(`nats-server exited:\n${output}`)));
  });
  return async () => {
    server.kill('SIGTERM');
    await exited;
  };
}
