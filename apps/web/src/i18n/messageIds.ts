import type account from './catalogues/en/account.json';
import type auth from './catalogues/en/auth.json';
import type layout from './catalogues/en/layout.json';
import type ordering from './catalogues/en/ordering.json';
import type privacy from './catalogues/en/privacy.json';
import type publicPages from './catalogues/en/public.json';

/**
 * Every message id the customer side may show: the English catalogues' keys, so a message the catalogue does not
 * have is a type error (catalogues.test.ts checks that Spanish has the same keys).
 */
export type MessageId =
  | keyof typeof layout
  | keyof typeof publicPages
  | keyof typeof privacy
  | keyof typeof auth
  | keyof typeof ordering
  | keyof typeof account;
