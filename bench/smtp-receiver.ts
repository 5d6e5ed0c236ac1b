/**
 * An SMTP server for the benchmark, in a process of its own so that the load generator's work does
 * not delay it: accepts every message on the first port given and notes when it began to arrive and
 * its subject (read from the header, not parsed: the benchmark's subjects are plain ASCII). GET on
 * the second port answers what it noted since the last GET.
 */
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
const received: { subject: string; at: number }[] = [];
const SUBJECT = /^Subject: (.*)$/im;

new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const at = Date.now();
    let head = '';
    stream.on('data', (chunk: Buffer) => {
      if (head.length < 4096) head += chunk.toString('latin1');
    });
    stream.on('end', () => {
      received.push({ subject: SUBJECT.exec(head)?.[1]?.trim() ?? '', at });
      callback();
    });
  },
}).listen(smtpPort, '127.0.0.1');

createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received.splice(0)));
}).listen(httpPort, '127.0.0.1');
