import { MENU_POSITIONS, menuInput } from '@cf/domain';
import { NumberInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { LanguageInput } from '../../components/LanguageInput';
import { useChoices } from '../../components/useChoices';
import { formResolver } from '../../providers/formResolver';
import { MenuItemsInput } from './MenuItemsInput';

const resolver = formResolver(menuInput);

export const newMenu = { position: 'header', lang: 'en', title: '', sortOrder: 0, items: [] };

export const MenuForm = ({ defaultValues }: { defaultValues?: Record<string, unknown> }) => (
  <SimpleForm resolver={resolver} defaultValues={defaultValues}>
    <TextInput source="title" />
    <SelectInput source="position" choices={useChoices('position', MENU_POSITIONS)} />
    <LanguageInput source="lang" />
    <NumberInput source="sortOrder" />
    <MenuItemsInput />
  </SimpleForm>
);
