import { UploadCsvButton } from '../../components/UploadCsvButton';

const texts = {
  upload: 'console.reconciliation.upload',
  title: 'console.reconciliation.uploadTitle',
  text: 'console.reconciliation.uploadText',
  chooseFile: 'console.reconciliation.chooseFile',
  uploaded: 'console.reconciliation.uploaded',
};

/**
 * Uploads the platform bank account's statement (CSV) to POST /bank-statements: lines paying a
 * pending bank transfer confirm it, and the list then shows what is left to decide.
 */
export const UploadStatementButton = () => <UploadCsvButton path={['bank-statements']} texts={texts} testId="statement-file" />;
