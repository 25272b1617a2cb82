import { MENU_POSITIONS, menuInput } from '@cf/domain';
import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { LanguageInput } from '../../components/LanguageInput';
import { useChoices } from '../../components/useChoices';
import { MenuItemsInput } from './MenuItemsInput';
import { type FormProps, SchemaForm } from '../../components/SchemaForm';

export const newMenu = { position: 'header', lang: 'en', title: '', sortOrder: 0, items: [] };

export const MenuForm = (props: FormProps) => (
  <SchemaForm schema={menuInput} {...props}>
    <TextInput source="title" />
    <SelectInput source="position" choices={useChoices('position', MENU_POSITIONS)} />
    <LanguageInput source="lang" />
    <NumberInput source="sortOrder" />
    <MenuItemsInput />
  </SchemaForm>
);
