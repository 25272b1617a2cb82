import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { VisibleText } from './VisibleText';

/**
 * A private file (KYC document, letter, contract) served by an authorised console route: it opens
 * in a new tab, same origin, with the staff cookie. The address is the API's, never storage's.
 * The label holds a user's file name: hidden characters are spelled out.
 */
export const FileLink = ({ href, label }: { href: string; label: string }) => {
  const translate = useTranslate();
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <VisibleText value={label} />
      <OpenInNewIcon fontSize="inherit" aria-hidden="true" />
      <span style={visuallyHidden}>{translate('console.labels.opensInNewTab')}</span>
    </Link>
  );
};

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
