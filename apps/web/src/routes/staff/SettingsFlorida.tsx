import { SettingsScreen } from '../../features/settings/SettingsScreen';

/** /app/settings-florida: Florida's settings and price lists (spec 001 §2, Staff settings). */
export function SettingsFlorida() {
  return <SettingsScreen region="fl" title="Settings Florida" />;
}
