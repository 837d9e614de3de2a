import styled from 'styled-components';
import { controlStyle } from './form-field';

/** Native select, styled: keyboard, mobile pickers and form libraries work without glue. */
export const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyle}
`;

/** One choice of a Select. An <option> holds text only, so its label is a string. */
interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/**
 * A Select's <option>s: `first` (a placeholder such as 'Select a league', or an all-choice such
 * as 'All Courses') before the `options`.
 */
export function SelectOptions({ first, options }: { first?: SelectOption; options: readonly SelectOption[] }) {
  return (
    <>
      {first ? <option value={first.value}>{first.label}</option> : null}
      {options.map(({ value, label, disabled }) => (
        <option key={value} value={value} disabled={disabled}>
          {label}
        </option>
      ))}
    </>
  );
}
