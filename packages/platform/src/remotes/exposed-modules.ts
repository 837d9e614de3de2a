// The federation seam, typed: every module a remote exposes, with the props its
// default export takes. Consumers mount modules through RemoteModule, whose `remote`, `module`
// and `props` are checked against this table; scripts/mf/exposed-modules.ts checks every remote's
// exposed files against it. Changing a remote's props without changing this table fails the
// remote's type-check; changing the table fails every consumer that passes the old props.
import type { ComponentType } from 'react';

/** A dialog opened by its host: the host unmounts it after onClose. */
export interface HostedDialogProps {
  open: boolean;
  onClose: () => void;
}

/** An object without properties: a module whose props all are optional accepts it. */
export type EmptyProps = Record<never, never>;

/** A page or card mounted by a route or a dashboard; route params come from useParams. */
export type NoProps = Record<string, never>;

export interface LogRoundDialogProps extends HostedDialogProps {
  /** League to preselect (member page, league dashboard). */
  leagueId?: string;
  /** Where to go after a successful submit; the league's page when absent. */
  redirectTo?: string;
}

export interface ExposedModules {
  auth: {
    Landing: NoProps;
    LoginPage: NoProps;
    RegisterPage: NoProps;
    ForgotPasswordPage: NoProps;
    ResetPasswordPage: NoProps;
    EditProfileDialog: HostedDialogProps;
    ChangePasswordDialog: HostedDialogProps;
  };
  leagues: {
    LeaguesPage: NoProps;
    LeagueDashboardPage: NoProps;
    LeaderboardsPage: NoProps;
    MyLeaguesCard: NoProps;
    AvailableLeaguesCard: NoProps;
    CreateLeagueDialog: HostedDialogProps;
  };
  rounds: {
    ProfilePage: NoProps;
    RecentRoundsPage: NoProps;
    MemberPage: NoProps;
    RecentActivityCard: NoProps;
    HandicapCard: NoProps;
    LogRoundDialog: LogRoundDialogProps;
  };
  calendar: {
    LeagueCalendar: { leagueId: string };
  };
}

export type RemoteName = keyof ExposedModules;
export type ModuleName<R extends RemoteName> = keyof ExposedModules[R] & string;
export type ExposedProps<R extends RemoteName, M extends ModuleName<R>> = ExposedModules[R][M];

/** Any module that takes no props (routed pages, dashboard cards), as a { remote, module } pair. */
export type PropFreeModule = {
  [R in RemoteName]: { [M in ModuleName<R>]: EmptyProps extends ExposedProps<R, M> ? { remote: R; module: M } : never }[ModuleName<R>];
}[RemoteName];

/** Every remote also exposes `meta`: the build a page runs (scripts/mf/build-meta.mjs). */
export interface RemoteMeta {
  name: string;
  version: string;
  buildLabel: string;
  platformRange: string;
}

/**
 * What a remote's loaders in scripts/mf/exposed-modules.ts must satisfy: one loader per exposed module, whose
 * default export accepts exactly the table's props.
 */
export type RemoteExposes<R extends RemoteName> = {
  [M in ModuleName<R>]: () => Promise<{ default: ComponentType<ExposedProps<R, M>> }>;
} & { meta: () => Promise<{ default: RemoteMeta }> };
