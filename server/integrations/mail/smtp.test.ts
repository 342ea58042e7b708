import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createTestApp } from '../../test/support';

/** Just enough of an SMTP server on loopback to accept one message and keep its data. */
const messages: string[] = [];
const smtp = net.createServer((socket) => {
  let data = false;
  let current = '';
  socket.write('220 localhost ESMTP test\r\n');
  socket.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\r\n')) {
      if (data) {
        if (line === '.') {
          data = false;
          messages.push(current);
          current = '';
          socket.write('250 queued\r\n');
        } else current += `${line}\n`;
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') socket.write('250 localhost\r\n');
      else if (verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET') socket.write('250 ok\r\n');
      else if (verb === 'DATA') {
        data = true;
        socket.write('354 go ahead\r\n');
      } else if (verb === 'QUIT') socket.end('221 bye\r\n');
      else if (line) socket.write('250 ok\r\n');
    }
  });
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
const address = smtp.address();
const port = typeof address === 'object' && address ? address.port : 0;

const { app } = await createTestApp({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  MAIL_FROM: 'Harbour Travel <hello@harbour.test>',
});

describe('SMTP mail', () => {
  it('delivers the confirmation e-mail over SMTP and records it with transport smtp', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/config' })).json().mail).toBe('smtp');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        firstName: 'Sam',
        lastName: 'Smith',
        phoneNumber: '07700900111',
        email: 'sam@example.test',
        password: 'password-123',
      },
    });
    expect(res.statusCode).toBe(201);
    // The confirmation goes out after the answer (the answer must not tell a new address from a registered one).
    await app.ctx.mailer.idle();
    expect(messages.some((m) => m.includes('To: sam@example.test') && m.includes('hello@harbour.test'))).toBe(true);
    const [row] = await app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'sam@example.test'));
    expect(row?.transport).toBe('smtp');
    expect(row?.sentAt).not.toBeNull();
    expect(row?.error).toBeNull();
  });

  it('strips CR/LF from header fields, so user text cannot add a header (issue 10 finding 9)', async () => {
    const before = messages.length;
    await app.ctx.mailer.send({
      to: 'lee@example.test',
      subject: 'Quote accepted: Crete\r\nBcc: victim@example.test\nX-Evil: 1',
      text: 'hello',
      html: '<p>hello</p>',
    });
    const sent = messages.slice(before).join('');
    expect(sent).toMatch(/^Subject: Quote accepted: Crete Bcc: victim@example.test X-Evil: 1$/m);
    expect(sent).not.toMatch(/^(Bcc|X-Evil):/m);
    const [row] = await app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'lee@example.test'));
    expect(row?.subject).toBe('Quote accepted: Crete Bcc: victim@example.test X-Evil: 1');
  });
});
