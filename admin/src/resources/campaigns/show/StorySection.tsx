import { Box } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Facts } from './Facts';
import { OwnerLink } from './OwnerLink';
import { Prose, Section, SubHeading } from './Section';
import type { CampaignRecord } from './types';

/**
 * The pitch: name, image or video, story and highlights. The video is a link (the console's
 * content policy allows no third-party frames); texts are shown as text, never as markup.
 */
export const StorySection = () => {
  const record = useRecordContext<CampaignRecord>();
  const translate = useTranslate();
  const story = record?.submission?.story;
  if (!record || !story) return null;
  return (
    <Section title="console.campaigns.sections.story">
      <Facts
        items={[
          ['resources.campaigns.fields.campaignName', story.campaignName],
          ['resources.campaigns.fields.uploadType', story.uploadType ? translate(`console.choices.uploadType.${story.uploadType}`) : null],
          ['resources.campaigns.fields.videoUrl', story.videoUrl ? <OwnerLink url={story.videoUrl} /> : null],
        ]}
      />
      {story.campaignImage ? (
        <Box
          component="img"
          src={story.campaignImage}
          alt={translate('console.campaigns.imageOf', { name: story.campaignName ?? record.companyName ?? '' })}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 260, objectFit: 'contain', mt: 1.5, borderRadius: 1 }}
        />
      ) : null}
      <SubHeading title="resources.campaigns.fields.campaignStory" />
      <Prose text={story.campaignStory} />
      <SubHeading title="resources.campaigns.fields.highlights" />
      <Prose text={story.highlights} />
    </Section>
  );
};
