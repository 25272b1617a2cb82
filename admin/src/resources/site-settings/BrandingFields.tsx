import { TextInput } from 'react-admin';
import { UploadImageInput } from '../../components/UploadImageInput';

export const BrandingFields = () => (
  <>
    <TextInput source="siteName" />
    <TextInput source="contactEmail" type="email" />
    <TextInput source="googleAnalyticsCode" helperText="console.help.analytics" />
    <UploadImageInput source="siteLogo" />
    <UploadImageInput source="darkLogo" dark />
    <UploadImageInput source="favIcon" />
  </>
);
