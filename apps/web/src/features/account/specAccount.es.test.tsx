import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/i18n';
import { inPageLanguage } from '../../i18n/serverMessages';

// docs/decisions/0101-customer-side-in-spanish.md: the server's and the validators' English texts of the account and
// order pages, in Spanish through es/spec-account.json (keyed by the English text, a placeholder for a number or name).
describe('the account and order messages in Spanish', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('translates fixed texts and texts with a number or an amount in them', async () => {
    await activateLocale('es');
    expect(inPageLanguage('Your preferences have been saved.')).toBe('Sus preferencias se guardaron.');
    expect(inPageLanguage('This repeating pick-up has ended.')).toBe(
      'Esta recogida periódica ha finalizado.',
    );
    expect(
      inPageLanguage(
        'Error: You are attempting to refund more than the amount paid. You can refund up to $12.34.',
      ),
    ).toBe('Error: está intentando reembolsar más del monto pagado. Puede reembolsar hasta $12.34.');
    expect(inPageLanguage('Authorization expired - reauthorization required')).toBe(
      'Autorización vencida: se requiere una nueva autorización',
    );
    // Texts other areas' catalogues hold too: in Spanish, whichever catalogue loaded last.
    for (const english of [
      'Something went wrong on our side. Please try again.',
      'Network error. Please check your connection and try again.',
      'Too many attempts. Please wait 5 minutes and try again.',
      'Too many attempts. Please wait 1 minute and try again.',
      'Your email address is ana@example.test again, and your account has been signed out everywhere. If you did not make the change, please reset your password.',
    ]) {
      expect(inPageLanguage(english)).not.toBe(english);
    }
  });

  it('leaves English as it is', () => {
    expect(inPageLanguage('Your preferences have been saved.')).toBe('Your preferences have been saved.');
  });
});
