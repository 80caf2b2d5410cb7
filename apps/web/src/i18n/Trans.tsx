import { TransNoContext } from '@lingui/react/server';
import type { ReactNode } from 'react';
import { i18n } from './i18n';
import type { MessageId } from './messageIds';
import { type MessageValues, useLocale } from './useT';

/**
 * A message with markup inside it: 'Read our <0>privacy policy</0>.' with `components={{ 0: <a href=... /> }}`, in
 * the page's language (docs/rules/languages.md). Text alone is `useT`'s; this one is a module of its own, so a page
 * without such a message does not load Lingui's markup reader.
 */
export function T({
  id,
  values,
  components,
}: {
  id: MessageId;
  values?: MessageValues;
  components?: Record<string, ReactNode>;
}) {
  useLocale();
  return <TransNoContext id={id} values={values} components={components as never} lingui={{ i18n }} />;
}
