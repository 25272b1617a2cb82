import { FileLink } from '../../../components/FileLink';
import { safeHref } from '../links';

/** An address from the submission: a link in a new tab when it is a web address, else its text. */
export const OwnerLink = ({ url, label }: { url: string | null | undefined; label?: string | null }) => {
  if (!url) return null;
  const href = safeHref(url);
  return href ? <FileLink href={href} label={label || url} /> : <>{label ? `${label} (${url})` : url}</>;
};
