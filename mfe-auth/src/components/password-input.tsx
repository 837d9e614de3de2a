import { useState, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { TextInput } from '@fairway/ui';

const Wrap = styled.div`
  position: relative;
  input {
    padding-right: 64px;
  }
`;

const Toggle = styled.button`
  position: absolute;
  right: 4px;
  top: 50%;
  transform: translateY(-50%);
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  padding: 4px 8px;
  min-width: 44px;
  min-height: 44px;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { $invalid?: boolean };

/** A password box with a show/hide button. FormField hands it id and aria props, which belong
 * on the input itself, not on the wrapper. */
export function PasswordInput({ $invalid, ...inputProps }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <Wrap>
      <TextInput {...inputProps} type={visible ? 'text' : 'password'} $invalid={$invalid} />
      <Toggle type="button" aria-label={visible ? 'Hide password' : 'Show password'} onClick={() => setVisible((v) => !v)}>
        {visible ? 'Hide' : 'Show'}
      </Toggle>
    </Wrap>
  );
}
