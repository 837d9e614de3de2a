import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NAV_ITEMS, isNavItemActive } from './nav-items';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

const entryStyle = `
  display: block;
  width: 100%;
  text-align: left;
  min-height: 44px;
  padding: 10px 12px;
  border-radius: 8px;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  border: none;
  cursor: pointer;
`;

const Entry = styled(Link)<{ $active: boolean }>`
  ${entryStyle}
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.text)};
  background: ${({ theme, $active }) => ($active ? theme.colors.secondary : 'transparent')};
`;

const LogoutEntry = styled.button`
  ${entryStyle}
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
`;

export interface MobileMenuProps {
  pathname: string;
  /** Called when an entry is chosen: the menu closes. */
  onChoose: () => void;
  onLogout: () => void;
}

/** The collapsible list opened by the hamburger button. */
export function MobileMenu({ pathname, onChoose, onLogout }: MobileMenuProps) {
  return (
    <nav aria-label="Mobile navigation" id="mobile-menu">
      <List>
        {NAV_ITEMS.map((item) => {
          const active = isNavItemActive(pathname, item.to);
          return (
            <li key={item.to}>
              <Entry to={item.to} $active={active} aria-current={active ? 'page' : undefined} onClick={onChoose}>
                {item.label}
              </Entry>
            </li>
          );
        })}
        <li>
          <LogoutEntry type="button" onClick={onLogout}>
            Logout
          </LogoutEntry>
        </li>
      </List>
    </nav>
  );
}
