import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps what it
 * receives, so mail tests go through nodemailer, the socket and the SMTP dialogue
 * exactly as in production. `stop()` then `listen()` again on the same port plays a
 * mail server that is down for a while.
 */

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The raw message with quoted-printable undone, so tests can search for a whole link. */
  readable: string;
}

export interface SmtpListener {
  readonly port: number;
  readonly url: string;
  readonly received: ReceivedMail[];
  listen(): Promise<void>;
  stop(): Promise<void>;
}

function undoQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export async function startSmtpListener(port = 0): Promise<SmtpListener> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let boundPort = port;

  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const envelope = session.envelope;
          const from = envelope.mailFrom ? envelope.mailFrom.address : '';
          received.push({
            from,
            to: envelope.rcptTo.map((r) => r.address),
            raw,
            readable: undoQuotedPrintable(raw),
          });
          callback();
        });
      },
    });
    const current = server;
    await new Promise<void>((resolve) => current.listen(boundPort, '127.0.0.1', () => resolve()));
    boundPort = (current.server.address() as AddressInfo).port;
  };

  await listen();
  return {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    received,
    listen,
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}
