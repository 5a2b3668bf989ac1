import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

export interface SmtpReceiver {
  port: number;
  url: string;
  received: ParsedMail[];
  /** Mails read and then refused by failNext. */
  refused: ParsedMail[];
  /** Answer the next N mails with a temporary failure (451) after reading them. */
  failNext(count: number): void;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (an ephemeral port unless given) that keeps what it receives. */
export async function startSmtpReceiver(port = 0): Promise<SmtpReceiver> {
  const received: ParsedMail[] = [];
  const refused: ParsedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream: SMTPServerDataStream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (failures > 0) {
            failures--;
            refused.push(mail);
            return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          }
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  const listening = await new Promise<AddressInfo>((resolve, reject) => {
    server.on('error', reject);
    const net = server.listen(port, '127.0.0.1', () => resolve(net.address() as AddressInfo));
  });
  return {
    port: listening.port,
    url: `smtp://127.0.0.1:${listening.port}`,
    received,
    refused,
    failNext: (count) => void (failures = count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
