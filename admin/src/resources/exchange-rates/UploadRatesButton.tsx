import { UploadCsvButton } from '../../components/UploadCsvButton';

const texts = {
  upload: 'console.ratesFile.upload',
  title: 'console.ratesFile.uploadTitle',
  text: 'console.ratesFile.uploadText',
  chooseFile: 'console.ratesFile.chooseFile',
  uploaded: 'console.ratesFile.uploaded',
};

/** Enters a daily rates file (CSV: base, quote, rate, date) through POST /exchange-rates/import. */
export const UploadRatesButton = () => <UploadCsvButton path={['exchange-rates', 'import']} texts={texts} testId="rates-file" />;
