// What the apps use of styled-components, shared under the key 'styled-components' in production
// builds (see create-config.mjs), like react-router-dom.mjs: a shared module cannot be tree-shaken,
// so the server-side sheet, StyleSheetManager, withTheme and the rest were on
// every page; re-exporting only these names lets rspack drop them from the shared chunk. Using a
// name missing here fails the production build ("export ... was not found"): add it. (The build-time
// prerender runs the package itself in Node, ServerStyleSheet included.)
// Everything but this file resolves 'styled-components' to it; here the name is the package's own,
// whose browser field gives the browser build (create-config.mjs, styledComponentsFacadeRule).
export { default, css, keyframes, createGlobalStyle, ThemeProvider } from 'styled-components';
