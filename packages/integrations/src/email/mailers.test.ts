import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpListener, startSmtpListener } from '../testing/smtpListener';
import { createLogMailer } from './logMailer';
import { createSmtpMailer, describeSmtpUrl } from './smtpMailer';

const link =
  'http://localhost:5173/app/order/10001/reauthorize?token=4f1d2c3b4a59687766554433221100ffeeddccbbaa';

describe('SMTP mailer', () => {
  let smtp: SmtpListener;
  beforeAll(async () => {
    smtp = await startSmtpListener();
  });
  afterAll(() => smtp.stop());

  it('delivers through a real SMTP dialogue: sender, recipient, subject and the whole link', async () => {
    const mailer = createSmtpMailer({ smtpUrl: smtp.url, mailFrom: 'Laundry Chain <orders@laundry.test>' });
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Please authorize the new amount for order 10001',
      text: `Your order needs a new authorization.\n\nAuthorize here: ${link}\n`,
      html: `<p>Your order needs a new authorization.</p><p><a href="${link}">Authorize</a></p>`,
    });
    mailer.close();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('orders@laundry.test');
    expect(mail?.to).toEqual(['ana@example.com']);
    expect(mail?.readable).toContain('Subject: Please authorize the new amount for order 10001');
    expect(mail?.readable).toContain(`Authorize here: ${link}`);
    expect(mail?.readable).toContain(`<a href="${link}">`);
  });

  it('rejects when the mail server cannot be reached', async () => {
    const mailer = createSmtpMailer({ smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'orders@laundry.test' });
    await expect(mailer.send({ to: 'ana@example.com', subject: 's', text: 't' })).rejects.toThrow();
  });

  it('names the server for the start-up log without its credentials', () => {
    expect(describeSmtpUrl('smtps://user:secret@smtp.example.com')).toBe('smtps://smtp.example.com:465');
    expect(describeSmtpUrl('smtp://user:secret@smtp.example.com:2525')).toBe('smtp://smtp.example.com:2525');
    expect(createSmtpMailer({ smtpUrl: 'smtp://u:p@mail.test:587', mailFrom: 'a@b.c' }).name).not.toContain(
      'p@',
    );
  });
});

describe('log mailer (embedded default)', () => {
  it('writes the whole message, link included, to the logger', async () => {
    const lines: { obj: object; msg?: string }[] = [];
    const mailer = createLogMailer({ info: (obj, msg) => lines.push({ obj, msg }) });
    await mailer.send({ to: 'ana@example.com', subject: 'Verify your e-mail', text: `Open ${link}` });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.msg).toContain(link);
    expect(lines[0]?.msg).toContain('ana@example.com');
    expect(lines[0]?.obj).toEqual({
      email: { to: 'ana@example.com', subject: 'Verify your e-mail', text: `Open ${link}` },
    });
  });
});
