import { Divider, ListSubheader } from '@mui/material';
import { Fragment } from 'react';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { consolePages, consoleResources, MENU_GROUPS } from '../resources/registry';

/**
 * The sidebar: pages and resources by group (pages first); settings groups that are one record
 * link to their edit page.
 */
export const ConsoleMenu = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  return (
    <Menu>
      <Menu.DashboardItem primaryText={translate('console.dashboard.title')} />
      {MENU_GROUPS.map((group) => (
        <Fragment key={group}>
          <Divider component="li" aria-hidden="true" />
          {open ? (
            // The sidebar is an ARIA menu: a heading item there is presentation, not a list item.
            <ListSubheader role="presentation" disableSticky sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>
              {translate(`console.menu.${group}`)}
            </ListSubheader>
          ) : null}
          {consolePages
            .filter((page) => page.group === group)
            .map(({ path, label, icon: Icon }) => (
              <Menu.Item key={path} to={path} primaryText={translate(label)} leftIcon={<Icon />} />
            ))}
          {consoleResources
            .filter((resource) => resource.group === group)
            .map(({ name, views, singleton }) => {
              const Icon = views.icon;
              return (
                <Menu.Item
                  key={name}
                  to={singleton ? `/${name}/1` : `/${name}`}
                  primaryText={translate(`resources.${name}.name`, { smart_count: singleton ? 1 : 2 })}
                  leftIcon={Icon ? <Icon /> : undefined}
                />
              );
            })}
        </Fragment>
      ))}
    </Menu>
  );
};
