import { Box, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { FileLink } from '../../../components/FileLink';
import { consoleUrl } from '../../../providers/urls';
import { type Fact, Facts } from './Facts';
import { OwnerLink } from './OwnerLink';
import { Nothing, Section, SubHeading } from './Section';
import type { CampaignRecord } from './types';

const SOCIAL = ['website', 'facebook', 'twitter', 'linkedin', 'youtube'] as const;

const List = ({ children }: { children: ReactNode }) => (
  <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
    {children}
  </Typography>
);

/**
 * Gallery, videos, links and documents. Every document, private ones included, opens through the
 * console's staff-only route (the public route does not know the console's session).
 */
export const ExtrasSection = () => {
  const record = useRecordContext<CampaignRecord>();
  const translate = useTranslate();
  const submission = record?.submission;
  if (!record || !submission) return null;
  const { extras, gallery, documents } = submission;
  const social = SOCIAL.filter((key) => extras.links[key]);
  return (
    <Section title="console.campaigns.sections.extras" wide>
      <SubHeading title="console.campaigns.sections.gallery" />
      {gallery.length === 0 ? (
        <Nothing />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {gallery.map((image) => (
            <Box component="li" key={image.id} sx={{ width: 180 }}>
              <Box
                component="img"
                src={image.image}
                alt={image.title || translate('console.campaigns.galleryImage')}
                sx={{ width: 180, height: 120, objectFit: 'cover', borderRadius: 1, display: 'block' }}
              />
              {image.title ? <Typography variant="caption">{image.title}</Typography> : null}
            </Box>
          ))}
        </Box>
      )}

      <SubHeading title="console.campaigns.sections.videos" />
      {extras.videos.length === 0 ? (
        <Nothing />
      ) : (
        <List>
          {extras.videos.map((video) => (
            <li key={video.id}>
              <OwnerLink url={video.url} label={video.title} />
            </li>
          ))}
        </List>
      )}

      <SubHeading title="console.campaigns.sections.links" />
      {social.length === 0 && extras.customLinks.length === 0 ? (
        <Nothing />
      ) : (
        <Facts
          items={[
            ...social.map((key): Fact => [`console.campaigns.social.${key}`, <OwnerLink key={key} url={extras.links[key]} />]),
            ...extras.customLinks.map((link): Fact => [{ text: link.title }, <OwnerLink key={link.id} url={link.url} />]),
          ]}
        />
      )}

      <SubHeading title="console.campaigns.sections.documents" />
      {documents.length === 0 ? (
        <Nothing />
      ) : (
        <List>
          {documents.map((document) => (
            <li key={document.id}>
              <FileLink href={consoleUrl('campaigns', record.id, 'documents', document.id)} label={document.title} />{' '}
              <Chip
                size="small"
                variant="outlined"
                label={translate(`console.choices.documentVisibility.${document.visibility}`, { _: document.visibility })}
              />
            </li>
          ))}
        </List>
      )}
    </Section>
  );
};
