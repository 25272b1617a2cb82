import { BooleanField, DateField, FunctionField, ReferenceField, SelectField, Show, SimpleShowLayout } from 'react-admin';
import { useChoices } from '../../components/useChoices';
import { VisibleTextField } from '../../components/VisibleText';
import { AuthorField } from './AuthorField';
import { campaignLabel } from './CampaignInput';
import { CommentActions } from './CommentActions';
import { COMMENT_STATUSES, POST_TYPES } from './statuses';

const empty = 'console.labels.empty';

/** One comment as the moderator needs it: the text, who wrote it where, and what it answers. */
const CommentShow = () => (
  <Show actions={<CommentActions />}>
    <SimpleShowLayout>
      <VisibleTextField source="text" />
      <SelectField source="status" choices={useChoices('commentStatus', COMMENT_STATUSES)} />
      <AuthorField source="userId" />
      <ReferenceField source="campaignId" reference="campaigns" link="show">
        <FunctionField render={campaignLabel} />
      </ReferenceField>
      <SelectField source="postType" choices={useChoices('postType', POST_TYPES)} />
      <ReferenceField source="parentId" reference="comments" link="show" emptyText={empty}>
        <VisibleTextField source="text" />
      </ReferenceField>
      <BooleanField source="fromCompany" />
      <DateField source="moderatedAt" showTime emptyText={empty} />
      <DateField source="createdAt" showTime />
    </SimpleShowLayout>
  </Show>
);

export default CommentShow;
