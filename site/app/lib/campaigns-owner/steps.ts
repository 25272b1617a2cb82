import type { ChecklistSectionKey } from '@cf/domain/campaign-checklist';

/** The six steps of spec §2/§4, in order; each is one section of the go-live checklist. */
export const WIZARD_STEPS = [
  { section: 'company', slug: 'company-info' },
  { section: 'fundraising', slug: 'fundraising-detail' },
  { section: 'story', slug: 'story' },
  { section: 'faqs', slug: 'faqs' },
  { section: 'extras', slug: 'extras' },
  { section: 'funding', slug: 'funding' },
] as const satisfies readonly { section: ChecklistSectionKey; slug: string }[];

export type WizardStep = (typeof WIZARD_STEPS)[number];

export const stepPath = (section: ChecklistSectionKey, id: number) =>
  `/create-campaign/${WIZARD_STEPS.find((s) => s.section === section)!.slug}/${id}`;

export function nextStepPath(section: ChecklistSectionKey, id: number): string {
  const index = WIZARD_STEPS.findIndex((s) => s.section === section);
  const next = WIZARD_STEPS[index + 1];
  return next ? stepPath(next.section, id) : stepPath(section, id);
}

/** The dashboard tabs of spec §2 (overview is the index); `repayment` belongs to the money pages. */
export const DASHBOARD_TABS = [
  'overview',
  'updates',
  'discussion',
  'investments',
  'followers',
  'team',
  'lead-investors',
  'company',
  'terms',
  'story',
  'extras',
  'faqs',
  'documents',
  'kiis',
  'payout',
  'shareholders',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const tabPath = (id: number, tab: DashboardTab) =>
  tab === 'overview' ? `/campaign-dashboard/${id}` : `/campaign-dashboard/${id}/${tab}`;

/** The checklist's missing keys ("property.propertyCity", "faqs.3") as the field names the texts know. */
export function missingFieldKey(missing: string): string {
  if (missing.startsWith('faqs.')) return 'faq';
  if (missing.startsWith('property.')) return missing.slice('property.'.length);
  return missing;
}

/** The category slug that asks for property information (api: REAL_ESTATE_CATEGORY). */
export const REAL_ESTATE = 'real-estate';

/** A campaign's display name: its name, else its company, else its slug. */
/** The campaign's name; a draft with none yet is `untitled` where the owner sees it (its slug elsewhere). */
export const campaignTitle = (c: { campaignName: string | null; companyName: string | null; slug: string }, untitled?: string) =>
  c.campaignName || c.companyName || untitled || c.slug;
