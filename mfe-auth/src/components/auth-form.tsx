import type { ReactNode } from 'react';
import { Form, type FormProps } from 'react-final-form';
import { Button } from '@fairway/ui';

interface AuthFormProps<T> extends Pick<FormProps<T>, 'onSubmit' | 'validate' | 'initialValues'> {
  /** The form's accessible name ('Sign in'). */
  label: string;
  /** The submit button's text ('Sign In'), and its text while the form submits ('Signing in...'). */
  submitLabel: string;
  busyLabel: string;
  /** The fields. */
  children: ReactNode;
}

/** The form of a signed-out account page: its fields, then one full-width submit button. */
export function AuthForm<T extends object>({ label, submitLabel, busyLabel, children, ...form }: AuthFormProps<T>) {
  return (
    <Form<T> {...form}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={label}>
          {children}
          <Button type="submit" $block disabled={submitting}>
            {submitting ? busyLabel : submitLabel}
          </Button>
        </form>
      )}
    </Form>
  );
}
