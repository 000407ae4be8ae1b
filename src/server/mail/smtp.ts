/**
 * A small SMTP client over node:net / node:tls (RFC 5321): EHLO, STARTTLS, AUTH PLAIN or LOGIN,
 * one message to one recipient. Enough for account mails through a relay; no pooling, no queue.
 */
import { isIP, connect as netConnect, type Socket } from 'node:net';
import { hostname } from 'node:os';
import { connect as tlsConnect, type TLSSocket } from 'node:tls';
import type { SmtpSettings } from '../config';

export class SmtpError extends Error {
  override name = 'SmtpError';
}

interface Reply {
  code: number;
  lines: string[];
}

const TIMEOUT_MS = 20_000;

/** TLS options: the relay's name for SNI (never an IP address, RFC 6066) and the extra CA, if any. */
const tlsOptions = (settings: SmtpSettings) => ({
  ...(isIP(settings.host) ? {} : { servername: settings.host }),
  ...(settings.ca ? { ca: settings.ca } : {}),
});

/** Reads SMTP replies (`250-...` continues, `250 ...` ends) off a socket, one at a time. */
class Conversation {
  private buffer = '';
  private lines: string[] = [];
  private waiting: { resolve: (r: Reply) => void; reject: (e: Error) => void } | null = null;
  private failure: Error | null = null;

  constructor(private socket: Socket | TLSSocket) {
    this.listen(socket);
  }

  private listen(socket: Socket | TLSSocket): void {
    socket.setTimeout(TIMEOUT_MS, () => this.fail(new SmtpError('The SMTP server did not answer in time')));
    // Buffers, not an encoding: after STARTTLS the same socket carries TLS records.
    socket.on('data', (chunk: Buffer) => {
      this.buffer += chunk.toString('latin1');
      let end: number;
      while ((end = this.buffer.indexOf('\n')) >= 0) {
        const line = this.buffer.slice(0, end).replace(/\r$/, '');
        this.buffer = this.buffer.slice(end + 1);
        this.lines.push(line);
        if (/^\d{3}(?: |$)/.test(line)) this.complete();
      }
    });
    socket.on('error', (e) => this.fail(new SmtpError(`SMTP connection failed: ${e.message}`)));
    socket.on('close', () => this.fail(new SmtpError('The SMTP server closed the connection')));
  }

  private complete(): void {
    const lines = this.lines;
    this.lines = [];
    const reply = { code: Number(lines[lines.length - 1].slice(0, 3)), lines: lines.map((l) => l.slice(4)) };
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.resolve(reply);
  }

  private fail(e: Error): void {
    this.failure ??= e;
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(e);
  }

  /** Send a line (or nothing, for the greeting) and wait for a reply with one of the expected codes. */
  async exchange(line: string | null, expect: number[], what = line ?? 'greeting'): Promise<Reply> {
    if (this.failure) throw this.failure;
    const reply = new Promise<Reply>((resolve, reject) => (this.waiting = { resolve, reject }));
    if (line !== null) this.socket.write(`${line}\r\n`);
    const r = await reply;
    if (!expect.includes(r.code)) throw new SmtpError(`SMTP ${what.split(' ')[0]} was refused: ${r.code} ${r.lines.join(' ')}`);
    return r;
  }

  /** Continue the conversation over TLS on the same connection (after STARTTLS). */
  async upgrade(settings: SmtpSettings): Promise<void> {
    const plain = this.socket;
    plain.removeAllListeners('data');
    plain.removeAllListeners('close');
    plain.removeAllListeners('error');
    plain.removeAllListeners('timeout');
    plain.setTimeout(0);
    const secure = tlsConnect({ socket: plain, host: settings.host, ...tlsOptions(settings) });
    await new Promise<void>((resolve, reject) => {
      secure.once('secureConnect', resolve);
      secure.once('error', (e) => reject(new SmtpError(`STARTTLS failed: ${e.message}`)));
    });
    this.socket = secure;
    this.listen(secure);
  }

  close(): void {
    this.socket.destroy();
  }
}

async function open(settings: SmtpSettings): Promise<Socket | TLSSocket> {
  const socket =
    settings.security === 'tls'
      ? tlsConnect({ host: settings.host, port: settings.port, ...tlsOptions(settings) })
      : netConnect({ host: settings.host, port: settings.port });
  await new Promise<void>((resolve, reject) => {
    socket.once(settings.security === 'tls' ? 'secureConnect' : 'connect', () => resolve());
    socket.once('error', (e) => reject(new SmtpError(`Cannot reach the SMTP server ${settings.host}:${settings.port}: ${e.message}`)));
  });
  return socket;
}

const capabilities = (ehlo: Reply) => ehlo.lines.slice(1).map((l) => l.toUpperCase());

/** Lines starting with a dot get a second one (RFC 5321, 4.5.2); the message ends with CRLF.CRLF. */
export function dotStuff(message: string): string {
  return message.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
}

/** Deliver one message (`data`, headers and body) from `from` to `to`. */
export async function sendSmtp(settings: SmtpSettings, envelope: { from: string; to: string }, data: string): Promise<void> {
  const talk = new Conversation(await open(settings));
  try {
    await talk.exchange(null, [220]);
    const helo = `EHLO ${hostname().replace(/[^A-Za-z0-9.-]/g, '') || 'localhost'}`;
    let ehlo = await talk.exchange(helo, [250]);
    if (settings.security === 'starttls') {
      if (!capabilities(ehlo).includes('STARTTLS')) throw new SmtpError('The SMTP server does not offer STARTTLS; set SMTP_SECURE=none to send in plain text');
      await talk.exchange('STARTTLS', [220]);
      await talk.upgrade(settings);
      ehlo = await talk.exchange(helo, [250]);
    }
    if (settings.user) {
      const auth = capabilities(ehlo).find((c) => c.startsWith('AUTH')) ?? '';
      if (/\bPLAIN\b/.test(auth)) {
        await talk.exchange(`AUTH PLAIN ${Buffer.from(`\0${settings.user}\0${settings.password ?? ''}`).toString('base64')}`, [235], 'AUTH');
      } else if (/\bLOGIN\b/.test(auth)) {
        await talk.exchange('AUTH LOGIN', [334], 'AUTH');
        await talk.exchange(Buffer.from(settings.user).toString('base64'), [334], 'AUTH');
        await talk.exchange(Buffer.from(settings.password ?? '').toString('base64'), [235], 'AUTH');
      } else {
        throw new SmtpError('The SMTP server offers neither AUTH PLAIN nor AUTH LOGIN');
      }
    }
    await talk.exchange(`MAIL FROM:<${envelope.from}>`, [250]);
    await talk.exchange(`RCPT TO:<${envelope.to}>`, [250, 251]);
    await talk.exchange('DATA', [354]);
    await talk.exchange(`${dotStuff(data)}\r\n.`, [250], 'message');
    await talk.exchange('QUIT', [221]).catch(() => undefined);
  } finally {
    talk.close();
  }
}
