import { SaveButton, Toolbar } from 'react-admin';

/** Settings groups are one record: they are saved, never deleted. */
export const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);
