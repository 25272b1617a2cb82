import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * [label, value]: the label is an i18n key, or `{ text }` for a label the owner wrote (a link's
 * title); an empty value is shown as "—", or left out with `hideEmpty`.
 */
export type Fact = [label: string | { text: string }, value: ReactNode];

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/** Label and value pairs as a description list (read as such by screen readers). */
export const Facts = ({ items, hideEmpty = false }: { items: Fact[]; hideEmpty?: boolean }) => {
  const translate = useTranslate();
  const shown = hideEmpty ? items.filter(([, value]) => !isEmpty(value)) : items;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 40%) 1fr' },
        columnGap: 2,
        rowGap: 0.75,
        m: 0,
        typography: 'body2',
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
      }}
    >
      {shown.map(([label, value], index) => (
        <Box key={index} sx={{ display: 'contents' }}>
          <dt>{typeof label === 'string' ? translate(label) : label.text}</dt>
          <dd>{isEmpty(value) ? translate('console.labels.empty') : value}</dd>
        </Box>
      ))}
    </Box>
  );
};
