// What the apps use of react-router-dom, shared under the key 'react-router-dom' in production
// builds (see create-config.mjs). A shared module cannot be tree-shaken, and the whole of
// react-router 7 would be on every page; re-exporting only these names lets rspack drop
// the rest of the router (data routers, SSR, RSC) from the shared chunk.
// Using a name missing here fails the production build ("export ... was not found"): add it.
// Only names the apps' production code imports (not tests, not the build-time prerender, which
// use the package itself).
export { BrowserRouter, Routes, Route, Link, NavLink, Navigate, useNavigate, useLocation, useParams, useSearchParams } from 'react-router';
