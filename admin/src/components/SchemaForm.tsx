import { type ReactElement, type ReactNode, useMemo } from 'react';
import { type RaRecord, SimpleForm } from 'react-admin';
import type { z } from 'zod';
import { formResolver } from '../providers/formResolver';

/** What a resource's form takes: on the create page, the new record's values. */
export type FormProps = { defaultValues?: Record<string, unknown> };

/** A SimpleForm checked by a domain schema: on the client as the API checks it on the server. */
export const SchemaForm = ({
  schema,
  defaultValues,
  toolbar,
  record,
  children,
}: FormProps & { schema: z.ZodType; toolbar?: ReactElement; record?: RaRecord; children: ReactNode }) => {
  const resolver = useMemo(() => formResolver(schema), [schema]);
  return (
    <SimpleForm resolver={resolver} defaultValues={defaultValues} toolbar={toolbar} record={record}>
      {children}
    </SimpleForm>
  );
};
