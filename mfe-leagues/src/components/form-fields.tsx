// react-final-form fields on the ui primitives. Errors show once a submit was tried and then
// follow every change (spec section 5: validate on submit, revalidate on change).
import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { shownError } from '@fairway/platform';
import { FormField, TextInput } from '@fairway/ui';

interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'number' | 'date' | 'email';
  placeholder?: string;
  hint?: ReactNode;
  inputProps?: Record<string, unknown>;
}

export function TextField({ name, label, type = 'text', placeholder, hint, inputProps }: TextFieldProps) {
  return (
    <Field<string | number> name={name}>
      {({ input, meta }) => {
        const error = shownError(meta);
        return (
          <FormField label={label} error={error} hint={hint}>
            <TextInput {...input} value={input.value ?? ''} type={type} placeholder={placeholder} $invalid={Boolean(error)} {...inputProps} />
          </FormField>
        );
      }}
    </Field>
  );
}
