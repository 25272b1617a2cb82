import { useMemo } from 'react';
import { SelectInput, useTranslate } from 'react-admin';
import { consoleResources } from '../registry';

/** Audited resources: every console resource, plus uploads (not a resource of its own). */
const NAMES = [...consoleResources.map((r) => r.name), 'uploads'];

export const ResourceFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  const choices = useMemo(() => NAMES.map((id) => ({ id, name: translate(`resources.${id}.name`, { smart_count: 2 }) })), [translate]);
  return <SelectInput choices={choices} translateChoice={false} {...props} />;
};
