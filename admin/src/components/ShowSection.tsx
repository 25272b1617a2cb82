import { Box, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { SimpleShowLayout, useTranslate } from 'react-admin';

/** A titled group of fields on a show page (one heading each, for screen-reader navigation). */
export const ShowSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ px: 2, pt: 2, fontWeight: 600 }}>
        {translate(title)}
      </Typography>
      <SimpleShowLayout>{children}</SimpleShowLayout>
    </Box>
  );
};

/** Sections side by side on wide screens. */
export const ShowColumns = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>{children}</Box>
);
