import { TextInput } from 'react-admin';
import { MaintenanceSwitch } from './MaintenanceSwitch';

/** The switch (a confirmed action, applied at once) and the addresses still let in (saved with the form). */
export const MaintenanceFields = () => (
  <>
    <MaintenanceSwitch />
    <TextInput source="exceptIP" helperText="console.help.exceptIP" />
  </>
);
