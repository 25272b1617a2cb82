import { Avatar, Box, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { Nothing, Prose, Section } from './Section';
import type { CampaignRecord } from './types';

type Person = {
  id: number;
  name: string;
  photo: string | null;
  subtitle: (string | null | undefined)[];
  bio: string | null;
  badge?: ReactNode;
};

const People = ({ people }: { people: Person[] }) => {
  if (people.length === 0) return <Nothing />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {people.map((person) => (
        <Box component="li" key={person.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          {/* The name is right beside it: the photo is decorative. */}
          <Avatar src={person.photo ?? undefined} alt="" aria-hidden="true" sx={{ width: 48, height: 48 }}>
            {person.name.slice(0, 1)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
              {person.name} {person.badge}
            </Typography>
            {person.subtitle.filter(Boolean).length ? (
              <Typography variant="body2" color="text.secondary">
                {person.subtitle.filter(Boolean).join(' · ')}
              </Typography>
            ) : null}
            {person.bio ? <Prose text={person.bio} /> : null}
          </Box>
        </Box>
      ))}
    </Box>
  );
};

/** The team members, with whether each has joined with the invited address. */
export const TeamSection = () => {
  const record = useRecordContext<CampaignRecord>();
  const translate = useTranslate();
  const team = record?.submission?.team;
  if (!team) return null;
  return (
    <Section title="console.campaigns.sections.team">
      <People
        people={team.map((m) => ({
          id: m.id,
          name: m.fullName,
          photo: m.photo,
          subtitle: [m.roleTitle, m.memberType?.name],
          bio: m.bio,
          badge: m.joined ? <Chip size="small" variant="outlined" label={translate('console.campaigns.joined')} /> : null,
        }))}
      />
    </Section>
  );
};

export const LeadInvestorsSection = () => {
  const record = useRecordContext<CampaignRecord>();
  const investors = record?.submission?.leadInvestors;
  if (!investors) return null;
  return (
    <Section title="console.campaigns.sections.leadInvestors">
      <People people={investors.map((l) => ({ id: l.id, name: l.name, photo: l.photo, subtitle: [l.investorType?.name], bio: l.bio }))} />
    </Section>
  );
};

/** The questions investors will read, the platform's required ones among them. */
export const FaqSection = () => {
  const record = useRecordContext<CampaignRecord>();
  const faqs = record?.submission?.faqs;
  if (!faqs) return null;
  return (
    <Section title="console.campaigns.sections.faqs">
      {faqs.length === 0 ? (
        <Nothing />
      ) : (
        <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600, mt: 1 }, '& dd': { m: 0 } }}>
          {faqs.map((faq) => (
            <Box key={faq.id}>
              <Typography component="dt" variant="body2">
                {faq.question}
              </Typography>
              <dd>
                <Prose text={faq.answer} />
              </dd>
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
};
