import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.secondaryText};
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.destructive};
    color: ${({ theme }) => theme.colors.destructiveText};
  `,
};

function isPrimary({ $variant = 'primary', $size = 'md' }: ButtonProps): boolean {
  return ($variant === 'primary' || $variant === 'destructive') && ($size === 'md' || $size === 'lg');
}

// Sized for a finger on a phone: every button is at least 44 x 44 px; a small one (row actions:
// Join, Edit, Delete, week arrows) only has less padding and smaller text, stays one line and
// does not give up its width to the text beside it ("Edit rati/ngs" on a phone).
const sizes = {
  sm: css`
    padding: 4px 10px;
    min-height: 44px;
    min-width: 44px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: nowrap;
    flex-shrink: 0;
  `,
  md: css`
    padding: 8px 16px;
    min-height: 44px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    padding: 12px 24px;
    min-height: 48px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
  icon: css`
    padding: 8px;
    width: 44px;
    height: 44px;
    flex-shrink: 0;
  `,
};

type ButtonProps = { type?: string; $variant?: ButtonVariant; $size?: ButtonSize };

/** The one button. `$variant`/`$size` are transient props so they never reach the DOM. A primary
 * action (primary or destructive, full size) is marked `data-primary` (the phone checks measure
 * it at least 44 px tall). */
export const Button = styled.button.attrs<ButtonProps>((props) => ({
  type: props.type ?? 'button',
  'data-primary': isPrimary(props) ? '' : undefined,
}))<{ $variant?: ButtonVariant; $size?: ButtonSize; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  font-family: inherit;
  cursor: pointer;
  text-decoration: none;
  text-align: center;
  /* A label breaks between words, never inside one (the page's overflow-wrap: anywhere). */
  overflow-wrap: normal;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant = 'primary' }) => variants[$variant]}
  ${({ $size = 'md' }) => sizes[$size]}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
