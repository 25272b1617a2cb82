import { BooleanInput } from 'react-admin';

const MODULES = [
  'walletModule',
  'mangoPayModule',
  'enableShareCertificate',
  'onlyAdminCreateCampaign',
  'adminSeesBothViews',
  'requireTwoFactor',
] as const;

export const ModulesFields = () => (
  <>
    {MODULES.map((module) => (
      <BooleanInput key={module} source={module} helperText={`console.help.${module}`} />
    ))}
  </>
);
