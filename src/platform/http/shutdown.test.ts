import { expect } from 'expect';
import { connect, type Socket } from 'node:net';
import { describe, it } from 'node:test';
import { TestService } from '../../testing/harness.js';

/** One kept-alive HTTP/1.1 connection, read one whole response (headers and sized body) at a time. */
class Connection {
  #received = '';
  #waiting: (() => void) | null = null;

  private constructor(private readonly socket: Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.#received += chunk;
      this.#waiting?.();
    });
  }

  static open(port: number): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(new Connection(socket)));
      socket.on('error', reject);
    });
  }

  async get(path: string): Promise<{ head: string; body: string }> {
    this.socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`);
    for (;;) {
      const end = this.#received.indexOf('\r\n\r\n');
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(this.#received)?.[1] ?? NaN);
      if (end >= 0 && this.#received.length >= end + 4 + length) {
        const response = { head: this.#received.slice(0, end), body: this.#received.slice(end + 4, end + 4 + length) };
        this.#received = this.#received.slice(end + 4 + length);
        return response;
      }
      await new Promise<void>((resolve) => (this.#waiting = resolve));
    }
  }

  close(): void {
    this.socket.destroy();
  }
}

describe('shutdown (D1, D4)', () => {
  it('still serves a request that arrives on a kept-alive connection once shutdown began, and closes it', async () => {
    let closingBegan!: () => void;
    const shutdownBegan = new Promise<void>((resolve) => (closingBegan = resolve));
    let continueClosing!: () => void;
    const closingMayContinue = new Promise<void>((resolve) => (continueClosing = resolve));
    const service = await TestService.start({
      // Holds the shutdown between its start and the closing of connections, where a request can still come in.
      prepare: (app) =>
        app.addHook('preClose', async () => {
          closingBegan();
          await closingMayContinue;
        }),
    });
    await service.app.listen({ port: 0, host: '127.0.0.1' });
    const connection = await Connection.open((service.app.server.address() as { port: number }).port);

    const before = await connection.get('/health');
    const closed = service.app.close();
    await shutdownBegan;
    const during = await connection.get('/health');
    continueClosing();
    await closed;
    connection.close();
    await service.db.close();

    expect(before.head).toMatch(/^HTTP\/1\.1 200 /);
    expect(during.head).toMatch(/^HTTP\/1\.1 200 /);
    expect(during.head).toMatch(/\r\nconnection: close(\r\n|$)/i);
    expect(JSON.parse(during.body)).toEqual({ status: 'ok' });
  });
});
