import styled, { css } from 'styled-components';

export type AvatarVariant = 'soft' | 'solid';

export interface AvatarPerson {
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
}

const variants = {
  soft: css`
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.primary};
  `,
  solid: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  `,
};

const Circle = styled.div<{ $size: number; $variant: AvatarVariant }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  flex: none;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  ${({ $variant }) => variants[$variant]}
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size / 2.6)}px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

function initials({ firstName, lastName }: AvatarPerson): string {
  const text = `${firstName?.trim().charAt(0) ?? ''}${lastName?.trim().charAt(0) ?? ''}`.toUpperCase();
  return text || '?';
}

export interface AvatarProps {
  user: AvatarPerson;
  size?: number;
  /** 'soft' for avatars in lists, 'solid' for the large one heading a profile. */
  variant?: AvatarVariant;
}

/** Profile image when there is one, else the initials ('?' when there is no name). */
export function Avatar({ user, size = 36, variant = 'soft' }: AvatarProps) {
  return (
    <Circle $size={size} $variant={variant} aria-hidden="true" data-testid="avatar">
      {user.profileImageUrl ? <img src={user.profileImageUrl} alt="" /> : initials(user)}
    </Circle>
  );
}
