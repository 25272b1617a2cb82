import { campaignFaqTemplates } from '@cf/db';
import { campaignFaqTemplateInput } from '@cf/domain';
import { columnsOf, type ResourceDef } from '../crud';

/** The platform's questions every campaign (of a type) must or may answer in its FAQs. */
export const campaignFaqTemplatesResource: ResourceDef = {
  name: 'campaign-faq-templates',
  table: campaignFaqTemplates,
  id: campaignFaqTemplates.id,
  input: campaignFaqTemplateInput,
  // The wizard's list of questions may be served from the public cache.
  publicData: true,
  searchColumns: [campaignFaqTemplates.question],
  filters: columnsOf(campaignFaqTemplates, 'investingType', 'isRequired', 'active'),
  sortColumns: columnsOf(campaignFaqTemplates, 'id', 'question', 'sortOrder', 'investingType'),
  defaultSort: ['sortOrder', 'ASC'],
};
