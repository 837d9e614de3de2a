// react-final-form fields on the ui primitives. Errors show once a submit was tried and then
// follow every change (spec section 5: validate on submit, revalidate on change).
import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { shownError } from '@fairway/platform';
import { FormField, TextInput } from '@fairway/ui';
import { PasswordInput } from './password-input';

interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email';
  placeholder?: string;
  autoComplete?: string;
  hint?: ReactNode;
}

export function TextField({ name, label, type = 'text', placeholder, autoComplete, hint }: TextFieldProps) {
  return (
    <Field<string> name={name}>
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
              $invalid={Boolean(error)}
            />
          </FormField>
        );
      }}
    </Field>
  );
}

interface PasswordFieldProps {
  name: string;
  label: ReactNode;
  placeholder?: string;
  autoComplete?: 'current-password' | 'new-password';
}

export function PasswordField({ name, label, placeholder, autoComplete = 'current-password' }: PasswordFieldProps) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = shownError(meta);
        return (
          <FormField label={label} error={error}>
            <PasswordInput
              name={input.name}
              value={input.value ?? ''}
              onChange={input.onChange}
              onBlur={input.onBlur}
              onFocus={input.onFocus}
              placeholder={placeholder}
              autoComplete={autoComplete}
              $invalid={Boolean(error)}
            />
          </FormField>
        );
      }}
    </Field>
  );
}
