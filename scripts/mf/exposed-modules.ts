// Every remote's exposed modules as loaders, checked against the federation table in
// @fairway/platform (remotes/exposed-modules.ts). A remote whose exposed component changes its
// props, or that drops a module of the table, fails the type-check of the tree (`npm run
// typecheck`, first step of `npm run ci:remote`). A remote build exposes exactly the files of its
// src/exposes/ (exposesOf in create-config.mjs); exposed-modules.test.ts holds those files and
// these loaders equal. The monolith of bench/federation-tax loads the remotes through them.
import type { RemoteExposes, RemoteName } from '@fairway/platform';

export const exposedModules = {
  auth: {
    Landing: () => import('../../mfe-auth/src/exposes/Landing'),
    LoginPage: () => import('../../mfe-auth/src/exposes/LoginPage'),
    RegisterPage: () => import('../../mfe-auth/src/exposes/RegisterPage'),
    ForgotPasswordPage: () => import('../../mfe-auth/src/exposes/ForgotPasswordPage'),
    ResetPasswordPage: () => import('../../mfe-auth/src/exposes/ResetPasswordPage'),
    EditProfileDialog: () => import('../../mfe-auth/src/exposes/EditProfileDialog'),
    ChangePasswordDialog: () => import('../../mfe-auth/src/exposes/ChangePasswordDialog'),
    meta: () => import('../../mfe-auth/src/exposes/meta'),
  },
  leagues: {
    LeaguesPage: () => import('../../mfe-leagues/src/exposes/LeaguesPage'),
    LeagueDashboardPage: () => import('../../mfe-leagues/src/exposes/LeagueDashboardPage'),
    LeaderboardsPage: () => import('../../mfe-leagues/src/exposes/LeaderboardsPage'),
    MyLeaguesCard: () => import('../../mfe-leagues/src/exposes/MyLeaguesCard'),
    AvailableLeaguesCard: () => import('../../mfe-leagues/src/exposes/AvailableLeaguesCard'),
    CreateLeagueDialog: () => import('../../mfe-leagues/src/exposes/CreateLeagueDialog'),
    meta: () => import('../../mfe-leagues/src/exposes/meta'),
  },
  rounds: {
    ProfilePage: () => import('../../mfe-rounds/src/exposes/ProfilePage'),
    RecentRoundsPage: () => import('../../mfe-rounds/src/exposes/RecentRoundsPage'),
    MemberPage: () => import('../../mfe-rounds/src/exposes/MemberPage'),
    RecentActivityCard: () => import('../../mfe-rounds/src/exposes/RecentActivityCard'),
    HandicapCard: () => import('../../mfe-rounds/src/exposes/HandicapCard'),
    LogRoundDialog: () => import('../../mfe-rounds/src/exposes/LogRoundDialog'),
    meta: () => import('../../mfe-rounds/src/exposes/meta'),
  },
  calendar: {
    LeagueCalendar: () => import('../../mfe-calendar/src/exposes/LeagueCalendar'),
    meta: () => import('../../mfe-calendar/src/exposes/meta'),
  },
} satisfies { [R in RemoteName]: RemoteExposes<R> };
