import styled from 'styled-components';

/** Native select, styled: keyboard, mobile pickers and form libraries work without glue. */
export const Select = styled.select<{ $invalid?: boolean }>`
  width: 100%;
  padding: 8px 12px;
  font: inherit;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.destructive : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
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
