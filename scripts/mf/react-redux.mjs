// What the apps and RTK Query's React hooks (@reduxjs/toolkit/query/react) use of react-redux,
// shared under the key 'react-redux' in production builds (see create-config.mjs), like
// react-router-dom.mjs: a shared module cannot be tree-shaken, so the whole of react-redux
// (connect() and its helpers) was on every page; re-exporting only these names
// lets rspack drop the rest from the shared chunk. Using a name missing here fails the production
// build ("export ... was not found"): add it.
// 'react-redux/alternate-renderers' is the package's own second name for the same file: the
// facade itself is what 'react-redux' resolves to.
export { Provider, ReactReduxContext, batch, shallowEqual, useDispatch, useSelector, useStore } from 'react-redux/alternate-renderers';
