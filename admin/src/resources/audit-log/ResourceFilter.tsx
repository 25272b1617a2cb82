import { useMemo } from 'react';
import { SelectInput, useResourceDefinitions, useTranslate } from 'react-admin';

/**
 * Audited resources: every resource the Admin registers (read from react-admin rather than the
 * registry, which imports this folder), plus uploads (not a resource of its own).
 */
export const ResourceFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  const resources = useResourceDefinitions();
  const choices = useMemo(
    () => [...Object.keys(resources), 'uploads'].map((id) => ({ id, name: translate(`resources.${id}.name`, { smart_count: 2 }) })),
    [resources, translate],
  );
  return <SelectInput choices={choices} translateChoice={false} {...props} />;
};
