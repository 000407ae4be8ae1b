/**
 * A local SMTP server for tests: speaks enough ESMTP for the product's client (EHLO, STARTTLS
 * when given a certificate, AUTH PLAIN/LOGIN, MAIL, RCPT, DATA, QUIT) and keeps what it received.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { TLSSocket } from 'node:tls';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent, dot-stuffing undone. */
  data: string;
  headers: Record<string, string>;
  /** The body, base64 decoded when so encoded. */
  text: string;
  authUser: string | null;
  overTls: boolean;
}

export interface FakeSmtpOptions {
  /** Credentials the server accepts; without, AUTH is not offered. */
  auth?: { user: string; password: string };
  /** Offer STARTTLS with this key and certificate (PEM). */
  tls?: { key: string; cert: string };
}

export interface FakeSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** Commands in the order they came, passwords included (to prove none went out in plain text). */
  transcript: string[];
  /** Recipients refused at RCPT (550) while they are in the set: a relay that fails a mail. */
  rejecting: Set<string>;
  waitForMail(match?: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function parseMail(data: string): Pick<ReceivedMail, 'headers' | 'text'> {
  const [head, ...rest] = data.split('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
  }
  const body = rest.join('\r\n\r\n');
  const boundary = /multipart\/[^;]+;\s*boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    // A mail with attachments: its text is the text/plain part's, decoded.
    for (const part of body.split(`--${boundary}`)) {
      const parsed = parseMail(part.replace(/^\r\n/, ''));
      if (/^text\/plain/i.test(parsed.headers['content-type'] ?? '')) return { headers, text: parsed.text.replace(/\r\n$/, '') };
    }
  }
  const text = /base64/i.test(headers['content-transfer-encoding'] ?? '') ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
  return { headers, text };
}

export async function startFakeSmtp(options: FakeSmtpOptions = {}): Promise<FakeSmtpServer> {
  const received: ReceivedMail[] = [];
  const transcript: string[] = [];
  const rejecting = new Set<string>();
  const sockets = new Set<Socket>();

  const serve = (raw: Socket) => {
    sockets.add(raw);
    raw.on('close', () => sockets.delete(raw));
    let socket: Socket = raw;
    let overTls = false;
    let buffer = '';
    let inData = false;
    let dataLines: string[] = [];
    let from = '';
    let to: string[] = [];
    let authUser: string | null = null;
    let loginStep: null | 'user' | 'password' = null;
    let loginUser = '';
    const reply = (text: string) => socket.write(`${text}\r\n`);
    const checkAuth = (user: string, password: string) => {
      if (options.auth && user === options.auth.user && password === options.auth.password) {
        authUser = user;
        reply('235 2.7.0 Authentication successful');
      } else reply('535 5.7.8 Authentication credentials invalid');
    };

    const onLine = (line: string) => {
      if (inData) {
        if (line === '.') {
          inData = false;
          const data = dataLines.map((l) => (l.startsWith('..') ? l.slice(1) : l)).join('\r\n');
          received.push({ from, to, data, authUser, overTls, ...parseMail(data) });
          dataLines = [];
          reply('250 2.0.0 Queued');
        } else dataLines.push(line);
        return;
      }
      transcript.push(line);
      if (loginStep === 'user') {
        loginUser = Buffer.from(line, 'base64').toString();
        loginStep = 'password';
        return reply('334 UGFzc3dvcmQ6');
      }
      if (loginStep === 'password') {
        loginStep = null;
        return checkAuth(loginUser, Buffer.from(line, 'base64').toString());
      }
      const [verb, ...args] = line.split(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO':
        case 'HELO': {
          const caps = ['fake.smtp.test', ...(options.tls && !overTls ? ['STARTTLS'] : []), ...(options.auth ? ['AUTH PLAIN LOGIN'] : []), '8BITMIME'];
          caps.forEach((c, i) => reply(`250${i === caps.length - 1 ? ' ' : '-'}${c}`));
          return;
        }
        case 'STARTTLS': {
          if (!options.tls || overTls) return reply('502 5.5.1 Not offered');
          reply('220 2.0.0 Ready to start TLS');
          raw.removeAllListeners('data');
          const secure = new TLSSocket(raw, { isServer: true, key: options.tls.key, cert: options.tls.cert });
          socket = secure;
          overTls = true;
          buffer = '';
          secure.on('data', onData);
          secure.on('error', () => raw.destroy());
          return;
        }
        case 'AUTH': {
          if (!options.auth) return reply('502 5.5.1 Not offered');
          if (args[0]?.toUpperCase() === 'PLAIN') {
            const [, user, password] = Buffer.from(args[1] ?? '', 'base64').toString().split('\0');
            return checkAuth(user ?? '', password ?? '');
          }
          if (args[0]?.toUpperCase() === 'LOGIN') {
            loginStep = 'user';
            return reply('334 VXNlcm5hbWU6');
          }
          return reply('504 5.5.4 Unrecognized authentication type');
        }
        case 'MAIL':
          if (options.auth && !authUser) return reply('530 5.7.0 Authentication required');
          from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          to = [];
          return reply('250 2.1.0 OK');
        case 'RCPT': {
          const recipient = /<([^>]*)>/.exec(line)?.[1] ?? '';
          if (rejecting.has(recipient)) return reply('550 5.1.1 Mailbox unavailable');
          to.push(recipient);
          return reply('250 2.1.5 OK');
        }
        case 'DATA':
          inData = true;
          return reply('354 End data with <CR><LF>.<CR><LF>');
        case 'RSET':
          return reply('250 OK');
        case 'QUIT':
          reply('221 2.0.0 Bye');
          return socket.end();
        default:
          return reply('502 5.5.2 Command not recognized');
      }
    };

    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        onLine(line);
      }
    };
    raw.on('data', onData);
    raw.on('error', () => undefined);
    reply('220 fake.smtp.test ESMTP ready');
  };

  const server: Server = createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    received,
    transcript,
    rejecting,
    waitForMail: async (match = () => true, timeoutMs = 5000) => {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > until) throw new Error(`no matching mail arrived within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
