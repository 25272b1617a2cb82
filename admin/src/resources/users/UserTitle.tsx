import { useRecordContext, useTranslate } from 'react-admin';
import { visibleText } from '../../components/visibleText';
import { fullName } from './fullName';

/** "User: Ines Investor" rather than react-admin's "User #<uuid>". */
export const UserTitle = () => {
  const record = useRecordContext<{ id: string; firstName?: string; lastName?: string; email?: string }>();
  const translate = useTranslate();
  const name = fullName(record);
  return (
    <>{name ? translate('console.users.title', { name: visibleText(name) }) : translate('resources.users.name', { smart_count: 1 })}</>
  );
};
