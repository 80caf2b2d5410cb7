import { SettingsScreen } from '../../features/settings/SettingsScreen';

/** /app/settings-florida: Florida's settings and price lists (docs/rules/settings.md, The screen). */
export function SettingsFlorida() {
  return <SettingsScreen region="fl" title="Settings Florida" />;
}
