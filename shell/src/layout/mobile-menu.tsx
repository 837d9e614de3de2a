import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NAV_ITEMS, isNavItemActive } from './nav-items';
import { countText } from './notification-bell';

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

const Count = styled.span`
  display: inline-block;
  margin-left: 8px;
  min-width: 22px;
  padding: 0 6px;
  border-radius: 11px;
  background: ${({ theme }) => theme.colors.destructive};
  color: ${({ theme }) => theme.colors.destructiveText};
  font-size: 12px;
  line-height: 22px;
  text-align: center;
`;

export interface MobileMenuProps {
  pathname: string;
  /** Unread notifications, shown beside the Notifications entry. */
  unread: number;
  /** Called when an entry is chosen: the menu closes. */
  onChoose: () => void;
  onLogout: () => void;
}

/** The collapsible list opened by the hamburger button. */
export function MobileMenu({ pathname, unread, onChoose, onLogout }: MobileMenuProps) {
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
          <Entry
            to="/notifications"
            $active={pathname === '/notifications'}
            aria-current={pathname === '/notifications' ? 'page' : undefined}
            onClick={onChoose}
          >
            Notifications
            {unread > 0 ? <Count aria-label={`${unread} unread`}>{countText(unread)}</Count> : null}
          </Entry>
        </li>
        <li>
          <LogoutEntry type="button" onClick={onLogout}>
            Logout
          </LogoutEntry>
        </li>
      </List>
    </nav>
  );
}
