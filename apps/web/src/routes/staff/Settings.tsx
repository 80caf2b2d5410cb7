import { SettingsScreen } from '../../features/settings/SettingsScreen';

/** /app/settings: New York's settings and price lists (spec 001 §2, Staff settings). */
export function Settings() {
  return <SettingsScreen region="ny" title="Settings" />;
}
