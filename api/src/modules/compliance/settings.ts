import { complianceSettings, type Database } from '@cf/db';
import { complianceSettingsInput, type ComplianceSettings } from '@cf/domain/schemas/compliance';
import { eq } from 'drizzle-orm';
import type { ResourceDef } from '../../console/crud';

type SettingsRow = typeof complianceSettings.$inferSelect;

/** What staff and the rules see: the jurisdiction and its figures (no timestamps). */
export function settingsRecord({ createdAt: _c, updatedAt: _u, ...row }: SettingsRow): ComplianceSettings {
  return row;
}

/** The operator's regime, read in the caller's transaction; no row (a fresh database) means none. */
export async function readComplianceSettings(db: Database): Promise<ComplianceSettings> {
  const [row] = await db.select().from(complianceSettings).where(eq(complianceSettings.id, 1));
  if (row) return settingsRecord(row);
  const [defaults] = await db.insert(complianceSettings).values({ id: 1 }).onConflictDoNothing().returning();
  return settingsRecord(defaults ?? (await db.select().from(complianceSettings).where(eq(complianceSettings.id, 1)))[0]!);
}

/** GET/PUT /console/compliance-settings/1: `{ id, jurisdiction, ...figures }`, audited by the console's CRUD. */
export const complianceSettingsResource: ResourceDef = {
  name: 'compliance-settings',
  table: complianceSettings,
  id: complianceSettings.id,
  input: complianceSettingsInput,
  sortColumns: { id: complianceSettings.id },
  defaultSort: ['id', 'ASC'],
  singleton: true,
  toRecord: (row) => settingsRecord(row as SettingsRow),
};
