// The notes field of the round forms on react-final-form; text fields are @fairway/platform/forms'
// TextField.
import { Field } from 'react-final-form';
import { FormField, TextArea } from '@fairway/ui';

export function NotesField({ name = 'notes', disabled }: { name?: string; disabled?: boolean }) {
  return (
    <Field<string> name={name}>
      {({ input }) => (
        <FormField label="Notes (optional)">
          <TextArea {...input} value={input.value ?? ''} placeholder="How did it go? Weather, highlights..." disabled={disabled} />
        </FormField>
      )}
    </Field>
  );
}
