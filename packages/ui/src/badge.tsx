import styled, { css } from 'styled-components';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'success' | 'gold' | 'info' | 'destructive';

const variants = {
  default: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.secondaryText};
  `,
  outline: css`
    background: transparent;
    border-color: ${({ theme }) => theme.colors.border};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.success};
  `,
  gold: css`
    background: ${({ theme }) => theme.colors.goldSoft};
    color: ${({ theme }) => theme.colors.goldText};
  `,
  info: css`
    background: ${({ theme }) => theme.colors.infoSoft};
    color: ${({ theme }) => theme.colors.info};
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.destructive};
    color: ${({ theme }) => theme.colors.destructiveText};
  `,
};

export const Badge = styled.span<{ $variant?: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  /* In a row, a short label keeps its width beside text that wraps ("1 slot", not "1 sl/ot"); a
     long one (a league's name) wraps inside its pill rather than widening the row. */
  max-width: 100%;
  flex-shrink: 0;
  ${({ $variant = 'default' }) => variants[$variant]}
`;
