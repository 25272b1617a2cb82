/** Which campaigns a platform question is for (db campaign_faq_templates.investing_type). */
export const TEMPLATE_TYPES = ['all', 'equity', 'debt'] as const;
