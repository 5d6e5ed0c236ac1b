/**
 * npm run mail-catcher -- [--port 2525]
 *
 * A local SMTP server for trying notification email without a real mail server: it accepts every
 * message on 127.0.0.1 and prints, for each, its recipients, subject and the first link of its text
 * part. Point the service at it with SMTP_URL=smtp://127.0.0.1:2525. Nothing is delivered anywhere.
 */
import { parseArgs } from 'node:util';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const { values } = parseArgs({ options: { port: { type: 'string', default: '2525' } } });

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const link = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0] ?? '';
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', ');
        process.stdout.write(`To: ${to}\nSubject: ${mail.subject ?? ''}\nLink: ${link}\n\n`);
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});
server.listen(Number(values.port), '127.0.0.1', () => {
  process.stderr.write(`mail catcher listening on smtp://127.0.0.1:${values.port}\n`);
});
