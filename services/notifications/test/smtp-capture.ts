import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it. */
export interface CapturedMail {
  /** Envelope recipients (RCPT TO). */
  to: string[];
  /** The Subject header, unfolded. */
  subject: string;
  /** The whole RFC 5322 message. */
  raw: string;
  /** When the server accepted it (ms since the epoch). */
  receivedAt: number;
}

/** A real SMTP server on 127.0.0.1 (random port) that keeps every message it accepts. */
export interface SmtpCapture {
  url: string;
  messages: CapturedMail[];
  close(): Promise<void>;
}

/** Options of `startSmtpCapture`. */
export interface SmtpCaptureOptions {
  /**
   * Decides whether to refuse a recipient (RCPT TO), called with the address and how many times
   * it was offered so far (1 on the first): return `[code, text]` to refuse it (e.g.
   * `[451, 'Try again later']` or `[550, 'No such mailbox']`), or null to accept.
   */
  refuse?: (address: string, offered: number) => [number, string] | null;
}

/** Starts the capturing server (no TLS, no auth: a local test relay). */
export async function startSmtpCapture(options: SmtpCaptureOptions = {}): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const offered = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Bulk senders keep a few connections open at once.
    maxClients: 50,
    onRcptTo(address, _session, callback) {
      const n = (offered.get(address.address) ?? 0) + 1;
      offered.set(address.address, n);
      const refusal = options.refuse?.(address.address, n);
      if (!refusal) return callback();
      const err = Object.assign(new Error(refusal[1]), { responseCode: refusal[0] });
      return callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const headers = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
        const subject = /^Subject: (.*)$/im.exec(headers)?.[1] ?? '';
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject,
          raw,
          receivedAt: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
