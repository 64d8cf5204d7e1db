import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface LocalSmtp {
  url: string;
  /** Every message received: envelope recipients and the raw RFC 822 text. */
  messages: { to: string[]; raw: string }[];
  close(): Promise<void>;
}

/** A real SMTP server (the `smtp-server` package) on loopback, for the tests of the SMTP adapter. */
export async function startLocalSmtp(): Promise<LocalSmtp> {
  const messages: LocalSmtp['messages'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
