import { useRecordContext, useTranslate } from 'react-admin';

/** For write-only secrets: says whether one is stored and that an empty field keeps it. */
export const SecretHelperText = ({ flag }: { flag: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{translate(record?.[flag] ? 'console.help.secretStored' : 'console.help.secretMissing')}</>;
};
