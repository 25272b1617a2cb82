import { Box, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';

/** A titled part of the submission (one h2 each, for screen-reader navigation). */
export const Section = ({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) => {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0, px: 2, pb: 2, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ pt: 2, pb: 1, fontWeight: 600 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};

/** A smaller heading inside a section (the terms inside fundraising, the links inside extras). */
export const SubHeading = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" component="h3" sx={{ mt: 2, mb: 0.5, fontWeight: 600 }}>
      {translate(title)}
    </Typography>
  );
};

/** Sections side by side on wide screens. */
export const Sections = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, columnGap: 2 }}>{children}</Box>
);

/** Text the owner wrote, kept as text (never markup), with its line breaks. */
export const Prose = ({ text }: { text: string | null | undefined }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text || translate('console.labels.empty')}
    </Typography>
  );
};

/** "None" for an empty part of the submission. */
export const Nothing = () => {
  const translate = useTranslate();
  return <Typography variant="body2">{translate('console.labels.none')}</Typography>;
};
