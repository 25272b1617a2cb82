import { Box } from '@mui/material';
import { TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A swatch of the colour typed in (only when it is a valid #rrggbb). */
const Swatch = ({ source }: { source: string }) => {
  const value = useWatch({ name: source }) as string | undefined;
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: 40,
        height: 40,
        mt: 1,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: value && HEX.test(value) ? value : 'transparent',
      }}
    />
  );
};

const ColourInput = ({ source }: { source: string }) => (
  <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', width: '100%', maxWidth: 420 }}>
    <TextInput source={source} helperText="console.help.colour" />
    <Swatch source={source} />
  </Box>
);

export const ColoursFields = () => (
  <>
    <ColourInput source="sitePrimaryColor" />
    <ColourInput source="siteSecondaryColor" />
  </>
);
