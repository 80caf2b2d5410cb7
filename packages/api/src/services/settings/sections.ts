import { type Db, regionSettings } from '@laundry/db';
import type { Region } from '@laundry/validators/settings';
import {
  SETTINGS_MESSAGES,
  type SettingsSection,
  type SettingsSectionPatch,
} from '@laundry/validators/settingsForms';
import { and, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../context';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/recordAudit';
import { REGION_NAMES, SECTION_TITLES } from './names';
import { SETTINGS_LOAD_ERROR } from './regionPricing';
import { type StaffSettingsRecord, staffSettingsRecord } from './staffView';
import { inTransaction } from './transaction';

export interface SectionChange<S extends SettingsSection> {
  section: S;
  region: Region;
  /**
   * The version of the settings record the form loaded; a save over a newer record is refused. Null
   * only for the REST paths of the old client, which never saw a version (docs/rules/settings.md).
   */
  version: number | null;
  patch: SettingsSectionPatch<S>;
}

function picked(row: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, row[key]]));
}

/**
 * Saves one section of a region's settings (docs/rules/settings.md, Saving a section) as a plain UPDATE of its row,
 * so the database's change notifications reach every app server. The row is locked, its version compared
 * with the one the form loaded and incremented, and the change recorded in the audit trail, all in one
 * transaction (docs/rules/settings.md, Saving a section).
 */
export async function updateSettingsSection<S extends SettingsSection>(
  db: Db,
  actor: SessionUser,
  change: SectionChange<S>,
): Promise<StaffSettingsRecord> {
  const { region, patch } = change;
  return inTransaction(db, async (tx) => {
    const [current] = await tx
      .select()
      .from(regionSettings)
      .where(eq(regionSettings.region, region))
      .for('update');
    if (!current) throw new AppError('UNAVAILABLE', SETTINGS_LOAD_ERROR);
    if (change.version !== null && change.version !== current.version) {
      throw new AppError('CONFLICT', SETTINGS_MESSAGES.stale, { currentVersion: current.version });
    }
    // A save that changes no value writes nothing: no new version, no audit entry (docs/rules/settings.md).
    const row = current as Record<string, unknown>;
    if (Object.entries(patch).every(([key, value]) => row[key] === value))
      return staffSettingsRecord(current);
    const [updated] = await tx
      .update(regionSettings)
      .set({ ...patch, version: sql`${regionSettings.version} + 1` })
      .where(and(eq(regionSettings.region, region), eq(regionSettings.version, current.version)))
      .returning();
    if (!updated) throw new AppError('CONFLICT', SETTINGS_MESSAGES.stale);
    const keys = [...Object.keys(patch), 'version'];
    await recordAudit(tx, actor, {
      kind: 'settings',
      action: 'update',
      entityId: region,
      summary: `${REGION_NAMES[region]} ${SECTION_TITLES[change.section]}`,
      before: picked(current, keys),
      after: picked(updated, keys),
    });
    return staffSettingsRecord(updated);
  });
}
