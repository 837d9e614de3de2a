// The password field (show/hide toggle) on react-final-form; text fields are @fairway/platform/forms'
// TextField. Errors show once a submit was tried and then follow every change.
import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { shownError } from '@fairway/platform';
import { FormField } from '@fairway/ui';
import { PasswordInput } from './password-input';

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
