import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './process.js';

/** A message as the receiver got it: the envelope's recipients and the parsed message. */
export interface ReceivedMail {
  to: string[];
  mail: ParsedMail;
  /** When it began to arrive (ms since the epoch). */
  at: number;
}

/**
 * A real SMTP server on 127.0.0.1 (smtp-server) that parses what it receives (mailparser): it can
 * refuse recipients, hold messages before accepting them, and stop and start again on its port.
 */
export class SmtpReceiver {
  readonly received: ReceivedMail[] = [];
  /** Recipients answered `550 No such user`. */
  readonly refused = new Set<string>();
  /** While set, each message waits for it before it is accepted (a slow server). */
  hold: Promise<void> | null = null;
  #server: SMTPServer | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<SmtpReceiver> {
    const receiver = new SmtpReceiver(await freePort());
    await receiver.resume();
    return receiver;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Listens (again) on its port. */
  async resume(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Connections still open (the sender keeps a pool) end at once rather than after 30 s.
      closeTimeout: 100,
      onRcptTo: (address, _session, callback) => {
        if (!this.refused.has(address.address)) return callback();
        callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
      },
      onData: (stream, session, callback) => {
        // When the message began to arrive; it is accepted once it has, and parsed after (a sender
        // measured against this server waits for the network, not for this process's parser).
        const at = Date.now();
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          void (async () => {
            await this.hold;
            callback();
            const mail = await simpleParser(Buffer.concat(chunks));
            this.received.push({ to, mail, at });
          })();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    if ((server.server.address() as AddressInfo).port !== this.port) throw new Error('listening elsewhere');
    this.#server = server;
  }

  /** Stops listening and drops the connections it has: an SMTP server that is down. */
  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The messages to `address`. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((message) => message.to.includes(address));
  }

  /** Waits until `done` holds of what was received; fails after `timeoutMs`. */
  async until(done: (received: ReceivedMail[]) => boolean, timeoutMs = 15_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (!done(this.received)) {
      if (Date.now() > deadline) {
        throw new Error(`SMTP receiver: condition not met; received ${this.received.length} messages`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.received;
  }
}
