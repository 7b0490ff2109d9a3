import net from 'node:net';

interface SinkMessage {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpSink {
  port: number;
  messages: SinkMessage[];
  close(): Promise<void>;
}

const address = (line: string) => /<([^>]*)>/.exec(line)?.[1] ?? '';

/**
 * An SMTP relay for the tests: it speaks enough SMTP (EHLO, AUTH PLAIN/LOGIN, MAIL, RCPT, DATA)
 * for nodemailer to hand it a mail over a real connection, accepts every mail and keeps it. The
 * server's outbox sends to it as to any relay, so its trace is that of a real delivery.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let auth: 'plain' | 'user' | 'password' | null = null;
    let current: SinkMessage = { from: '', to: [], data: '' };
    const reply = (text: string) => socket.write(`${text}\r\n`);
    reply('220 sink.test ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(current);
            current = { from: '', to: [], data: '' };
            reply(`250 2.0.0 Ok: queued as SINK${messages.length}`);
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        if (auth) {
          auth = auth === 'user' ? 'password' : null;
          reply(auth ? '334 UGFzc3dvcmQ6' : '235 2.7.0 Authentication successful');
          continue;
        }
        const [verb, kind, initial] = line.split(' ');
        switch (verb.toUpperCase()) {
          case 'EHLO':
            socket.write('250-sink.test\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n');
            break;
          case 'HELO':
            reply('250 sink.test');
            break;
          case 'AUTH':
            if (kind?.toUpperCase() === 'PLAIN') {
              auth = initial ? null : 'plain';
              reply(initial ? '235 2.7.0 Authentication successful' : '334 ');
            } else {
              auth = initial ? 'password' : 'user';
              reply(initial ? '334 UGFzc3dvcmQ6' : '334 VXNlcm5hbWU6');
            }
            break;
          case 'MAIL':
            current.from = address(line);
            reply('250 2.1.0 Ok');
            break;
          case 'RCPT':
            current.to.push(address(line));
            reply('250 2.1.5 Ok');
            break;
          case 'DATA':
            inData = true;
            reply('354 End data with <CR><LF>.<CR><LF>');
            break;
          case 'QUIT':
            reply('221 2.0.0 Bye');
            socket.end();
            break;
          default:
            reply('250 2.0.0 Ok');
        }
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
