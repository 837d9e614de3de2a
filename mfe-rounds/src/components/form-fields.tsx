// react-final-form fields on the ui primitives for the round forms. Errors show once a submit
// was tried and then follow every change (spec section 5: validate on submit, revalidate on change).
import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { shownError } from '@fairway/platform';
import { FormField, TextArea, TextInput } from '@fairway/ui';

interface InputFieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'number' | 'date';
  placeholder?: string;
  hint?: ReactNode;
  disabled?: boolean;
  inputProps?: Record<string, unknown>;
}

export function InputField({ name, label, type = 'text', placeholder, hint, disabled, inputProps }: InputFieldProps) {
  return (
    <Field<string | number> name={name}>
      {({ input, meta }) => {
        const error = shownError(meta);
        return (
          <FormField label={label} error={error} hint={hint}>
            <TextInput
              {...input}
              value={input.value ?? ''}
              type={type}
              placeholder={placeholder}
              disabled={disabled}
              $invalid={Boolean(error)}
              {...inputProps}
            />
          </FormField>
        );
      }}
    </Field>
  );
}

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
