import { Typography, type TypographyProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { visibleSegments } from './visibleText';

const markerStyle = {
  fontFamily: 'monospace',
  fontSize: '0.85em',
  color: 'inherit',
  backgroundColor: 'rgba(237, 108, 2, 0.18)',
  borderRadius: 2,
  padding: '0 2px',
};

/**
 * User-written text as a moderator must see it: control and bidirectional characters spelled out
 * (⟨U+202E⟩), in its own direction so a right-to-left page never reorders it.
 */
export const VisibleText = ({ value }: { value: string }) => (
  <bdi data-testid="visible-text">
    {visibleSegments(value).map((segment, index) =>
      segment.marker ? (
        <mark key={index} className="hidden-character" style={markerStyle}>
          {segment.text}
        </mark>
      ) : (
        segment.text
      ),
    )}
  </bdi>
);

type FieldProps = { source: string; label?: string; emptyText?: string; sx?: TypographyProps['sx'] };

/** A react-admin field for user-written text (names, comments, addresses), shown with VisibleText. */
export const VisibleTextField = ({ source, emptyText = 'console.labels.empty', sx }: FieldProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const value: unknown = record?.[source];
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'pre-wrap', ...sx }}>
      {typeof value === 'string' && value !== '' ? <VisibleText value={value} /> : translate(emptyText)}
    </Typography>
  );
};
