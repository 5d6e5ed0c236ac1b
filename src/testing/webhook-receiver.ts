import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  event: any;
  at: number;
}

/** How the receiver answers a request: a status, after an optional delay (never answering when `hang`). */
export type Answer = { status: number; delayMs?: number; hang?: boolean };

/** An HTTP endpoint on 127.0.0.1 that records the webhook deliveries it receives. */
export class WebhookReceiver {
  readonly received: Received[] = [];
  answer: (request: Received, index: number) => Answer = () => ({ status: 204 });
  readonly #server: Server;
  readonly #hanging = new Set<() => void>();

  private constructor(server: Server) {
    this.#server = server;
  }

  static async start(): Promise<WebhookReceiver> {
    const receiver: WebhookReceiver = new WebhookReceiver(
      createServer((request, response) => {
        let body = '';
        request.setEncoding('utf8');
        request.on('data', (chunk: string) => (body += chunk));
        request.on('end', () => {
          const received = { headers: request.headers, body, event: JSON.parse(body), at: Date.now() };
          const index = receiver.received.push(received) - 1;
          const answer = receiver.answer(received, index);
          const reply = () => response.writeHead(answer.status).end();
          if (answer.hang) receiver.#hanging.add(() => response.destroy());
          else if (answer.delayMs) setTimeout(reply, answer.delayMs);
          else reply();
        });
      }),
    );
    await new Promise<void>((resolve) => receiver.#server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/hook`;
  }

  /** Resolves once `count` requests arrived; rejects after `timeoutMs`. */
  async receive(count: number, timeoutMs = 10_000): Promise<Received[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`received ${this.received.length} of ${count} deliveries`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.received;
  }

  async close(): Promise<void> {
    for (const drop of this.#hanging) drop();
    this.#server.closeAllConnections();
    await new Promise((resolve) => this.#server.close(resolve));
  }
}
