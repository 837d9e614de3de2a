// Values the rspack DefinePlugin (scripts/mf/create-config.mjs) writes into every app's bundle.
declare const __BUILD_LABEL__: string;
