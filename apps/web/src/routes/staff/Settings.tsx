import { SettingsScreen } from '../../features/settings/SettingsScreen';

/** /app/settings: New York's settings and price lists (docs/rules/settings.md, The screen). */
export function Settings() {
  return <SettingsScreen region="ny" title="Settings" />;
}
