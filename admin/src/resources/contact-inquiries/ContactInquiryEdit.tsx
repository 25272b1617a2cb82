import { contactInquiryUpdate } from '@cf/domain';
import { BooleanInput, Edit, Labeled, SimpleForm, TextField, TextInput } from 'react-admin';
import { formResolver } from '../../providers/formResolver';

const resolver = formResolver(contactInquiryUpdate);

/** Staff change only "handled" and their note; the message itself is read-only. */
const ContactInquiryEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm resolver={resolver}>
      <Labeled>
        <TextField source="subject" />
      </Labeled>
      <Labeled>
        <TextField source="description" sx={{ whiteSpace: 'pre-wrap' }} />
      </Labeled>
      <BooleanInput source="handled" />
      <TextInput source="staffNote" multiline minRows={3} />
    </SimpleForm>
  </Edit>
);

export default ContactInquiryEdit;
