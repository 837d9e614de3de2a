// Values the rspack DefinePlugin (scripts/mf/create-config.mjs) writes into every app's bundle.
declare const __BUILD_LABEL__: string;
/** The app's package.json version. */
declare const __APP_VERSION__: string;
/** A remote's declared @fairway/platform range (package.json "fairway.platformRange"). */
declare const __PLATFORM_RANGE__: string;
/** The @fairway/platform version the app was built with (the shell provides it to the page). */
declare const __PLATFORM_VERSION__: string;
