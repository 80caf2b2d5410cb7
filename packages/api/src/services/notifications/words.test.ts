import { describe, expect, it } from 'vitest';
import { orderConfirmation } from '../orders/confirmationEmail';
import { nextBookedText, skippedText } from '../recurring/messages';
import { skipReplyLanguage } from '../recurring/smsSkip';
import en from './catalogues/en.json' with { type: 'json' };
import es from './catalogues/es.json' with { type: 'json' };
import { orderEmail, orderPlacedText, orderText } from './orderMessages';
import { replyIntent } from './smsReplies';
import { wordsFor } from './words';

const order = {
  id: '3f1c2b9a-0d4e-4c61-9a57-2f7f3c1d8e10',
  orderNumber: 10042,
  firstName: 'Ana',
  email: 'ana@example.com',
  phone: '(212) 555-0199',
  sms: true,
  status: 'New' as const,
  quoteTotalCents: 66_00,
  amountAuthorizedCents: 99_00,
  pickUpDate: '2026-11-30',
  pickUpHour: 12,
  deliveryDate: '2026-12-02',
  deliveryHour: 18,
};
const publicUrl = 'https://freshpress.example';

describe('the notifications catalogues (docs/rules/languages.md, Notifications)', () => {
  it('has every English key in Spanish and no other', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('compiles every message of both languages and fills each placeholder', () => {
    for (const language of ['en', 'es'] as const) {
      const t = wordsFor(language);
      for (const id of Object.keys(en) as Array<keyof typeof en>) {
        const placeholders = [...en[id].matchAll(/\{(\w+)/g)].map((match) => match[1]!);
        const values = Object.fromEntries(
          placeholders.map((name) => [name, name === 'weeks' ? 2 : `<${name}>`]),
        );
        const text = t(id, values);
        expect(text, `${language} ${id}`).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('falls back to English for a language the site does not speak', () => {
    expect(wordsFor('fr')('order.completed.subject', { number: '#1' })).toBe('Order #1 is complete');
    expect(wordsFor(null).locale).toBe('en');
  });

  it('writes dates and windows as each language does', () => {
    expect(wordsFor('en').day('2026-11-30')).toBe('Monday, November 30');
    expect(wordsFor('en').window(12)).toBe('12-1pm');
    expect(wordsFor('es').day('2026-11-30')).toBe('lunes, 30 de noviembre');
    expect(wordsFor('es').day('2026-11-30', true)).toMatch(/^lun\.?, 30 nov/);
    // Each text is kept once formatted: asked again, in another language or length, each is still its own.
    expect(wordsFor('en').day('2026-11-30', true)).toBe('Mon, Nov 30');
    expect(wordsFor('en').day('2026-11-30')).toBe('Monday, November 30');
    expect(wordsFor('es').day('2026-11-30')).toBe('lunes, 30 de noviembre');
    expect(wordsFor('es').window(12)).toMatch(/^12\s?–\s?1 p\.\s?m\.$/);
    const noonInNewYork = new Date('2026-11-30T17:00:00Z');
    expect(wordsFor('en').date(noonInNewYork)).toBe('Monday, November 30, 2026');
    expect(wordsFor('es').date(noonInNewYork)).toBe('lunes, 30 de noviembre de 2026');
  });
});

describe('an order placed in Spanish', () => {
  it('is confirmed in Spanish, its services and dates too', () => {
    const mail = orderConfirmation(
      {
        ...order,
        orderServices: ['washFold', 'dryClean'],
        deliveryDate2: null,
        deliveryHour2: null,
        multipleDeliveries: false,
        isExpressDelivery: false,
        language: 'es',
      },
      publicUrl,
    );
    expect(mail.subject).toBe('Su pedido n.º 10042 está confirmado');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain('- Lavado y doblado\n- Tintorería');
    expect(mail.text).toContain('Recogida: lunes, 30 de noviembre, 12');
    expect(mail.text).toContain('Total estimado: $66.00');
    expect(mail.text).toContain('Pusimos una retención de $99.00 en su tarjeta');
  });

  it('hears of each moment in Spanish, by e-mail and by text', () => {
    const email = orderEmail({ kind: 'inProgress', order, publicUrl, language: 'es' });
    expect(email.subject).toBe('Estamos limpiando el pedido #10042');
    expect(email.text.startsWith('Hola, Ana:')).toBe(true);
    expect(email.text).toContain('Su pedido: https://freshpress.example/app/order/id/');
    expect(orderText({ kind: 'inProgress', order, publicUrl, language: 'es' })).toBe(
      'FreshPress: Estamos limpiando el pedido #10042. Responda PARA para no recibir más mensajes.',
    );
    expect(orderPlacedText({ ...order, language: 'es' })).toMatch(
      /^FreshPress: El pedido n\.º 10042 está confirmado\. Recogida: lun\.?, 30 nov.*\. Responda PARA/,
    );
  });

  it('links to pages that open in Spanish, and leaves English links as they were', () => {
    const email = orderEmail({ kind: 'inProgress', order, publicUrl, linkToken: 'a b', language: 'es' });
    expect(email.text).toContain(`${publicUrl}/app/order/id/${order.id}?link=a+b&lang=es`);
    expect(wordsFor('es').url(`${publicUrl}/app/account#payment`)).toBe(
      `${publicUrl}/app/account?lang=es#payment`,
    );
    expect(wordsFor('en').url(`${publicUrl}/app/account#payment`)).toBe(`${publicUrl}/app/account#payment`);
    expect(
      orderText({ kind: 'paymentCaptured', order, publicUrl, amountCents: 100, language: 'es' }),
    ).toContain(`/app/order/id/${order.id}/receipt?lang=es`);
  });

  it('keeps the English word for word when the language is English', () => {
    expect(orderText({ kind: 'inProgress', order, publicUrl, language: 'en' })).toBe(
      'FreshPress: Order #10042 is being cleaned. Reply STOP to opt out.',
    );
  });
});

describe('text replies in Spanish', () => {
  it('PARA and ALTO stop texts, INICIO starts them again', () => {
    expect(replyIntent({ body: 'PARA' })).toBe('optOut');
    expect(replyIntent({ body: ' alto. ' })).toBe('optOut');
    expect(replyIntent({ body: 'Inicio' })).toBe('optIn');
    expect(replyIntent({ body: 'para mañana' })).toBeNull();
  });

  it('SALTAR skips in Spanish and is answered in Spanish', () => {
    expect(skipReplyLanguage('saltar')).toBe('es');
    expect(skipReplyLanguage('SKIP!')).toBe('en');
    expect(skipReplyLanguage('skip it')).toBeNull();
    expect(skippedText('2026-12-10', 'es')).toMatch(/^FreshPress: Se omitió su recogida del jue\.?, 10 dic/);
    expect(nextBookedText({ date: '2026-12-10', pickUpHour: 9, orderNumber: 7, language: 'es' })).toContain(
      'Responda SALTAR para omitirla o PARA para no recibir más mensajes.',
    );
  });
});
