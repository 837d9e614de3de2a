import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.destructive};
`;

/** The box of every form control (text input, text area, select), red when `$invalid`. */
export const controlStyle = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  font: inherit;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.destructive : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const inputStyle = css<{ $invalid?: boolean }>`
  ${controlStyle}
  &:disabled {
    opacity: 0.6;
  }
`;

export const TextInput = styled.input<{ $invalid?: boolean }>`
  ${inputStyle}
`;
export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${inputStyle} min-height: 80px;
`;

export interface FormFieldProps {
  label: ReactNode;
  /** The message of a failed validation; shown under the control and announced. */
  error?: string;
  hint?: ReactNode;
  /** One control; it receives the generated id and aria wiring unless it sets its own id. */
  children: ReactNode;
  id?: string;
}

/** Label + control + error message, wired together for assistive technology. */
export function FormField({ label, error, hint, children, id }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const control = isValidElement(children)
    ? cloneElement(children as ReactElement<Record<string, unknown>>, {
        id: (children.props as { id?: string }).id ?? controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })
    : children;
  return (
    <Field>
      <Label htmlFor={controlId}>{label}</Label>
      {control}
      {hint ? <Hint>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Field>
  );
}
