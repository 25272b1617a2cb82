import type { LookupType } from '@cf/domain';

type Names = { en: string; fr: string; ar: string };
const n = (en: string, fr: string, ar: string): Names => ({ en, fr, ar });

export const demoLanguages = [
  { code: 'en', name: 'English', nativeName: 'English', direction: 'ltr' as const, isDefault: true, sortOrder: 0 },
  { code: 'fr', name: 'French', nativeName: 'Français', direction: 'ltr' as const, isDefault: false, sortOrder: 1 },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', direction: 'rtl' as const, isDefault: false, sortOrder: 2 },
];

/**
 * One convention for the demo: a currency whose symbol is unambiguous and Latin-script shows it on the
 * left, attached ("$1,250.00", "£1,250.00", "€1,250.00"); any other shows its ISO code on the left
 * with a space ("AED 1,250.00", "JPY 1,250"), as the dirham's Arabic symbol would turn around in a
 * left-to-right amount and "¥" is shared with the yuan.
 */
export const demoCurrencies = [
  { code: 'USD', name: 'US dollar', symbol: '$', displayFormat: 'leftSymbol' as const, decimals: 2 },
  { code: 'EUR', name: 'Euro', symbol: '€', displayFormat: 'leftSymbol' as const, decimals: 2 },
  { code: 'GBP', name: 'Pound sterling', symbol: '£', displayFormat: 'leftSymbol' as const, decimals: 2 },
  { code: 'AED', name: 'UAE dirham', symbol: 'د.إ', displayFormat: 'leftSpaceCode' as const, decimals: 2 },
  { code: 'JPY', name: 'Japanese yen', symbol: '¥', displayFormat: 'leftSpaceCode' as const, decimals: 0 },
];

export const demoLookups: Record<LookupType, { slug: string; names: Names; code?: string }[]> = {
  types: [
    { slug: 'equity', names: n('Equity', 'Actions', 'أسهم') },
    { slug: 'debt', names: n('Debt', 'Prêt', 'دين') },
  ],
  categories: [
    { slug: 'technology', names: n('Technology', 'Technologie', 'التكنولوجيا') },
    { slug: 'real-estate', names: n('Real estate', 'Immobilier', 'العقارات') },
    { slug: 'food-and-drink', names: n('Food and drink', 'Alimentation et boissons', 'الأغذية والمشروبات') },
    { slug: 'health', names: n('Health', 'Santé', 'الصحة') },
    { slug: 'energy', names: n('Clean energy', 'Énergie propre', 'الطاقة النظيفة') },
    { slug: 'consumer', names: n('Consumer goods', 'Biens de consommation', 'السلع الاستهلاكية') },
    { slug: 'fintech', names: n('Fintech', 'Fintech', 'التكنولوجيا المالية') },
  ],
  'deal-types': [
    { slug: 'equity', names: n('Equity', 'Actions', 'أسهم'), code: 'pie-chart' },
    { slug: 'debt', names: n('Debt', 'Prêt', 'دين'), code: 'bank' },
    { slug: 'convertible-note', names: n('Convertible note', 'Obligation convertible', 'سند قابل للتحويل'), code: 'swap' },
    { slug: 'revenue-share', names: n('Revenue share', 'Partage de revenus', 'مشاركة الإيرادات'), code: 'chart' },
  ],
  'user-types': [
    { slug: 'investor', names: n('Investor', 'Investisseur', 'مستثمر') },
    { slug: 'campaign-owner', names: n('Campaign owner', 'Porteur de projet', 'صاحب حملة') },
  ],
  'company-industry': [
    { slug: 'software', names: n('Software', 'Logiciel', 'البرمجيات') },
    { slug: 'hospitality', names: n('Hospitality', 'Hôtellerie', 'الضيافة') },
    { slug: 'manufacturing', names: n('Manufacturing', 'Industrie', 'التصنيع') },
    { slug: 'retail', names: n('Retail', 'Commerce de détail', 'التجزئة') },
    { slug: 'property', names: n('Property', 'Immobilier', 'العقار') },
    { slug: 'healthcare', names: n('Healthcare', 'Soins de santé', 'الرعاية الصحية') },
  ],
  'team-member-type': [
    { slug: 'founder', names: n('Founder', 'Fondateur', 'مؤسس') },
    { slug: 'employee', names: n('Employee', 'Salarié', 'موظف') },
    { slug: 'advisor', names: n('Advisor', 'Conseiller', 'مستشار') },
    { slug: 'board-member', names: n('Board member', 'Administrateur', 'عضو مجلس الإدارة') },
  ],
  'campaign-stage': [
    { slug: 'idea', names: n('Idea', 'Idée', 'فكرة') },
    { slug: 'prototype', names: n('Prototype', 'Prototype', 'نموذج أولي') },
    { slug: 'early-revenue', names: n('Early revenue', 'Premiers revenus', 'إيرادات أولى') },
    { slug: 'growth', names: n('Growth', 'Croissance', 'نمو') },
    { slug: 'established', names: n('Established', 'Établie', 'راسخة') },
  ],
  'investing-round': [
    { slug: 'pre-seed', names: n('Pre-seed', 'Pré-amorçage', 'ما قبل البذرة') },
    { slug: 'seed', names: n('Seed', 'Amorçage', 'البذرة') },
    { slug: 'series-a', names: n('Series A', 'Série A', 'الجولة أ') },
    { slug: 'series-b', names: n('Series B', 'Série B', 'الجولة ب') },
    { slug: 'bridge', names: n('Bridge', 'Relais', 'تمويل مرحلي') },
  ],
  'investor-type': [
    { slug: 'individual', names: n('Individual', 'Particulier', 'فرد') },
    { slug: 'angel', names: n('Business angel', 'Business angel', 'مستثمر ملاك') },
    { slug: 'venture-capital', names: n('Venture capital', 'Capital-risque', 'رأس المال الجريء') },
    { slug: 'family-office', names: n('Family office', 'Family office', 'مكتب عائلي') },
  ],
  countries: [
    { slug: 'united-states', names: n('United States', 'États-Unis', 'الولايات المتحدة'), code: 'US' },
    { slug: 'united-kingdom', names: n('United Kingdom', 'Royaume-Uni', 'المملكة المتحدة'), code: 'GB' },
    { slug: 'france', names: n('France', 'France', 'فرنسا'), code: 'FR' },
    { slug: 'germany', names: n('Germany', 'Allemagne', 'ألمانيا'), code: 'DE' },
    { slug: 'united-arab-emirates', names: n('United Arab Emirates', 'Émirats arabes unis', 'الإمارات العربية المتحدة'), code: 'AE' },
    { slug: 'saudi-arabia', names: n('Saudi Arabia', 'Arabie saoudite', 'المملكة العربية السعودية'), code: 'SA' },
    { slug: 'morocco', names: n('Morocco', 'Maroc', 'المغرب'), code: 'MA' },
    { slug: 'canada', names: n('Canada', 'Canada', 'كندا'), code: 'CA' },
    { slug: 'japan', names: n('Japan', 'Japon', 'اليابان'), code: 'JP' },
  ],
};
