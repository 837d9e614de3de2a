import styled from 'styled-components';
import { initials } from '../lib/people';

const Circle = styled.div<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  flex: none;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size / 2.6)}px;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

interface AvatarProps {
  firstName?: string | null;
  lastName?: string | null;
  imageUrl?: string | null;
  size?: number;
}

/** Profile image when there is one, else the initials. */
export function Avatar({ firstName, lastName, imageUrl, size = 64 }: AvatarProps) {
  return (
    <Circle $size={size} aria-hidden="true" data-testid="avatar">
      {imageUrl ? <img src={imageUrl} alt="" /> : initials(firstName, lastName)}
    </Circle>
  );
}
