import type { CustomerPreferences, Detergent, Finish, StarchLevel } from '@laundry/domain';
import type { MessageId } from '../../i18n/messageIds';
import type { useT } from '../../i18n/useT';

type Translate = ReturnType<typeof useT>;

/** The choices' names in the page's language (the English ones are packages/domain/src/preferences.ts's labels). */
export const DETERGENT_MESSAGES: Readonly<Record<Detergent, MessageId>> = {
  regular: 'account.preferences.detergent.regular',
  hypoallergenic: 'account.preferences.detergent.hypoallergenic',
  eco: 'account.preferences.detergent.eco',
};
export const STARCH_MESSAGES: Readonly<Record<StarchLevel, MessageId>> = {
  none: 'account.preferences.starch.none',
  light: 'account.preferences.starch.light',
  medium: 'account.preferences.starch.medium',
  heavy: 'account.preferences.starch.heavy',
};
export const FINISH_MESSAGES: Readonly<Record<Finish, MessageId>> = {
  hung: 'account.preferences.finish.hung',
  folded: 'account.preferences.finish.folded',
};

/**
 * The preferences one line each, as `preferenceLines` (packages/domain/src/preferences.ts) words them in English:
 * 'Detergent: Hypoallergenic', 'Fabric softener: Yes', ..., 'Note: …', in the page's language.
 */
export function preferenceLinesIn(t: Translate, preferences: CustomerPreferences): string[] {
  const yesNo = (value: boolean) => t(value ? 'account.preferences.yes' : 'account.preferences.no');
  const lines = [
    t('account.preferences.line.detergent', { value: t(DETERGENT_MESSAGES[preferences.detergent]) }),
    t('account.preferences.line.fabricSoftener', { value: yesNo(preferences.fabricSoftener) }),
    t('account.preferences.line.starch', { value: t(STARCH_MESSAGES[preferences.starch]) }),
    t('account.preferences.line.creases', { value: yesNo(preferences.creases) }),
    t('account.preferences.line.finish', { value: t(FINISH_MESSAGES[preferences.finish]) }),
  ];
  if (preferences.note !== '') lines.push(t('account.preferences.line.note', { value: preferences.note }));
  return lines;
}
