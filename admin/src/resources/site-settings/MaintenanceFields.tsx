import { BooleanInput, TextInput } from 'react-admin';

export const MaintenanceFields = () => (
  <>
    <BooleanInput source="maintainanceMode" helperText="console.help.maintainanceMode" />
    <TextInput source="exceptIP" helperText="console.help.exceptIP" />
  </>
);
