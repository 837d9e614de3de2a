import { useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useLogout } from '@fairway/platform';
import styled from 'styled-components';
import { PRODUCT_NAME } from '@fairway/contracts';
import { Button } from '@fairway/ui';
import { MobileMenu } from './mobile-menu';
import { NAV_ITEMS, isNavItemActive } from './nav-items';
import { NotificationBell, useTimeZoneSync, useUnreadNotifications } from './notification-bell';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

const Brand = styled(Link)`
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  margin-right: auto;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`;

const DesktopNav = styled.nav`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: flex;
  }
`;

const NavEntry = styled(NavLink)<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 6px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  text-decoration: none;
  font-weight: 600;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.text)};
  background: ${({ theme, $active }) => ($active ? theme.colors.secondary : 'transparent')};
`;

const Hamburger = styled(Button)`
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

/** The hamburger's place in the prerendered frame: the button does nothing before the code. */
const HamburgerPlace = styled.span`
  width: 44px;
  height: 44px;
  flex-shrink: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

function NavEntries() {
  const { pathname } = useLocation();
  return NAV_ITEMS.map((item) => {
    const active = isNavItemActive(pathname, item.to);
    return (
      <NavEntry key={item.to} to={item.to} end $active={active} aria-current={active ? 'page' : undefined}>
        {item.label}
      </NavEntry>
    );
  });
}

/** The layout both headers share, so the prerendered frame lines up with the header that replaces it. */
function HeaderBar(props: { unread: number; logout?: ReactNode; menuButton: ReactNode; children?: ReactNode }) {
  return (
    <Bar>
      <Inner>
        <Brand to="/">{PRODUCT_NAME}</Brand>
        <DesktopNav aria-label="Main navigation">
          <NavEntries />
          {props.logout}
        </DesktopNav>
        <NotificationBell unread={props.unread} />
        {props.menuButton}
      </Inner>
      {props.children}
    </Bar>
  );
}

/**
 * The header as the signed-in page's prerendered frame shows it before the code has loaded
 * (prerender/dashboard.tsx): its links work as they are; Logout and the menu button, which need
 * the code, are left out.
 */
export function HeaderFrame() {
  return <HeaderBar unread={0} menuButton={<HamburgerPlace />} />;
}

/** The navigation's logout failure shows the server's message. */
const HEADER_LOGOUT_FAILURE = { title: 'Logout Error', description: 'Failed to logout' };

/** Signed-in header: brand, the navigation (desktop bar or hamburger menu), the notification bell and Logout. */
export function Header() {
  const { pathname } = useLocation();
  const { logout, isLoggingOut } = useLogout(HEADER_LOGOUT_FAILURE);
  const [menuOpen, setMenuOpen] = useState(false);
  const unread = useUnreadNotifications();
  useTimeZoneSync();

  return (
    <HeaderBar
      unread={unread}
      logout={
        <Button $variant="ghost" onClick={() => void logout()} disabled={isLoggingOut}>
          Logout
        </Button>
      }
      menuButton={
        <Hamburger
          $variant="ghost"
          $size="icon"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
        </Hamburger>
      }
    >
      {menuOpen ? (
        <MobileMenu
          pathname={pathname}
          unread={unread}
          onChoose={() => setMenuOpen(false)}
          onLogout={() => {
            setMenuOpen(false);
            void logout();
          }}
        />
      ) : null}
    </HeaderBar>
  );
}
