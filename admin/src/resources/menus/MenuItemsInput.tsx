import { SOCIAL_ICONS } from '@cf/domain';
import AddIcon from '@mui/icons-material/AddCircle';
import { Button } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIterator,
  useTranslate,
} from 'react-admin';
import { useChoices } from '../../components/useChoices';
import { ContentPageSlugInput } from './ContentPageSlugInput';
import { newMenuItem } from './newMenuItem';

const LINK_TYPES = ['custom', 'page'] as const;
const URL_TARGETS = ['_self', '_blank'] as const;

/** Adds a new item (every key of the schema present) at the end. */
const AddItemButton = () => {
  const { add, total } = useSimpleFormIterator();
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add(newMenuItem(total))}>
      {translate('console.actions.addItem')}
    </Button>
  );
};

/** A menu's items, edited inline; saving the menu replaces them all (PUT /menus/:id). Order is the "order" field (no drag buttons, so the two cannot disagree). */
export const MenuItemsInput = () => {
  const linkTypes = useChoices('linkType', LINK_TYPES);
  const targets = useChoices('urlTarget', URL_TARGETS);
  const icons = useChoices('socialIcon', SOCIAL_ICONS);
  return (
    <ArrayInput source="items" label="console.labels.menuItems">
      <SimpleFormIterator inline addButton={<AddItemButton />} disableClear disableReordering>
        <SelectInput source="linkType" choices={linkTypes} helperText={false} />
        <TextInput source="title" helperText={false} />
        <FormDataConsumer<{ position?: string; lang?: string; linkType?: string }>>
          {({ formData, scopedFormData }) => (
            <>
              {scopedFormData?.linkType === 'page' ? (
                <ContentPageSlugInput source="contentPageSlug" lang={formData.lang} />
              ) : (
                <TextInput source="customUrl" helperText={false} />
              )}
              {formData.position === 'social' ? <SelectInput source="socialIcon" choices={icons} helperText={false} /> : null}
            </>
          )}
        </FormDataConsumer>
        <SelectInput source="urlTarget" choices={targets} helperText={false} />
        <NumberInput source="sortOrder" helperText={false} sx={{ maxWidth: 110 }} />
        <BooleanInput source="active" helperText={false} />
      </SimpleFormIterator>
    </ArrayInput>
  );
};
