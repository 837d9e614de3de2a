// The one react-final-form text field of the product, on the ui primitives. Errors show once a
// submit was tried and then follow every change (validate on submit, revalidate
// on change). A subpath export (@fairway/platform/forms), so pages without forms (the landing
// page) do not load react-final-form.
import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { FormField, TextInput } from '@fairway/ui';
import { shownError } from './shown-error';

export interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'number' | 'date';
  placeholder?: string;
  autoComplete?: string;
  hint?: ReactNode;
  disabled?: boolean;
  /** Extra attributes for the input (min, max, step, inputMode ...). */
  inputProps?: Record<string, unknown>;
}

export function TextField({ name, label, type = 'text', placeholder, autoComplete, hint, disabled, inputProps }: TextFieldProps) {
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
              autoComplete={autoComplete}
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
