import type { ReactNode } from 'react';
import { Edit, useResourceContext, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { SaveOnlyToolbar } from './SaveOnlyToolbar';
import { SchemaForm } from './SchemaForm';

/** A settings group's title is its name alone (not "Site settings #1"). */
const SettingsTitle = () => {
  const resource = useResourceContext();
  const translate = useTranslate();
  return <>{translate(`resources.${resource}.name`, { smart_count: 1 })}</>;
};

/**
 * A settings group stored as one row (id 1): opened straight from the menu, saved in place
 * (pessimistic, so the API's field errors land on the form).
 */
export const SettingsEdit = ({ children }: { children: ReactNode }) => (
  <Edit id={1} mutationMode="pessimistic" redirect={false} actions={false} title={<SettingsTitle />}>
    {children}
  </Edit>
);

/** A settings group's single form, checked by its schema; saving is all it offers. */
export const SettingsForm = ({ schema, children }: { schema: z.ZodType; children: ReactNode }) => (
  <SettingsEdit>
    <SchemaForm schema={schema} toolbar={<SaveOnlyToolbar />}>
      {children}
    </SchemaForm>
  </SettingsEdit>
);
