import { freePort, startServerProgram } from './process.js';

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
  // nats-server logs to stderr.
  const start = () =>
    startServerProgram(
      NATS_SERVER,
      ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir],
      'Server is ready',
      'stderr',
    );
  let stop = await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    stop: () => stop(),
    restart: async () => {
      stop = await start();
    },
  };
}
