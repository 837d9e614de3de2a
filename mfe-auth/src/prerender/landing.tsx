// The landing page as the build renders it to HTML (scripts/prerender/prerender-app.mjs): the
// exposed module itself, inside the theme every page provides. The shell's server puts this
// build's HTML into its page for signed-out visitors of '/', and the shell hydrates it with the
// same module loaded from this remote (docs/performance.md "Prerendered landing page").
import { ThemeProvider } from 'styled-components';
import { theme } from '@fairway/ui';
import Landing from '../exposes/Landing';

export function prerenderElement() {
  return (
    <ThemeProvider theme={theme}>
      <Landing />
    </ThemeProvider>
  );
}
