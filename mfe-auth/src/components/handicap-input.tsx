// The handicap box of Profile and the handicap step. A plus handicap (better than scratch) is
// typed "+2.1"; a phone's decimal keypad has no plus or minus key, so the "Plus" toggle writes
// the sign. The text goes to the schema, which stores a plus handicap negative.
import styled from 'styled-components';
import type { ChangeEvent, FocusEvent } from 'react';
import { Button, TextInput } from '@fairway/ui';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(2)};
`;

const Toggle = styled(Button)`
  min-width: 64px;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/** Whether the typed handicap is a plus one ("+2.1"). */
export const isPlusText = (text: string) => text.trim().startsWith('+');

/** The typed handicap with its plus sign set or taken off. */
export function withPlus(text: string, plus: boolean): string {
  const digits = text.trim().replace(/^[+-]+/, '');
  return plus ? `+${digits}` : digits;
}

interface HandicapInputProps {
  value: string;
  onChange: (text: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  invalid?: boolean;
  name?: string;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export function HandicapInput({ value, onChange, onBlur, invalid, ...control }: HandicapInputProps) {
  const plus = isPlusText(value);
  return (
    <Row>
      <TextInput
        {...control}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        onBlur={onBlur}
        $invalid={invalid}
      />
      <Toggle $variant="outline" aria-pressed={plus} aria-label="Plus handicap" onClick={() => onChange(withPlus(value, !plus))}>
        +&nbsp;Plus
      </Toggle>
    </Row>
  );
}
