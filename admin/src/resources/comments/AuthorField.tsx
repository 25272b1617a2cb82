import { Link as MuiLink, Typography } from '@mui/material';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { VisibleText } from '../../components/VisibleText';
import { fullName } from '../users/fullName';

type Comment = { userId: string | null; authorFirstName?: string | null; authorLastName?: string | null; authorEmail?: string | null };

/** "Name <e-mail>", linking to the author's account; "—" once the account is gone. */
export const AuthorField = (_props: { source: 'userId'; label?: string }) => {
  const record = useRecordContext<Comment>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record?.userId || !record.authorEmail) return <Typography variant="body2">{translate('console.labels.empty')}</Typography>;
  const name = fullName({ firstName: record.authorFirstName, lastName: record.authorLastName });
  return (
    <MuiLink component={Link} variant="body2" to={createPath({ resource: 'users', id: record.userId, type: 'show' })}>
      <VisibleText value={name ? `${name} <${record.authorEmail}>` : record.authorEmail} />
    </MuiLink>
  );
};
