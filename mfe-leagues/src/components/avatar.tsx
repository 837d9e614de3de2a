import styled from 'styled-components';
import { initials } from '../lib/format';

const Circle = styled.div<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  flex: none;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size / 2.6)}px;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

export function Avatar({ user, size = 36 }: { user: { firstName?: string | null; lastName?: string | null; profileImageUrl?: string | null }; size?: number }) {
  return (
    <Circle $size={size} aria-hidden="true">
      {user.profileImageUrl ? <img src={user.profileImageUrl} alt="" /> : initials(user)}
    </Circle>
  );
}
