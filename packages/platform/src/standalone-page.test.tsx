import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { renderStandalonePage } from './standalone-page';
import { toast } from './toast/toast-store';

it("renders the remote's route for the current URL with the platform's providers and toaster", async () => {
  window.history.pushState({}, '', '/leagues/l-1');
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    renderStandalonePage({ '/': () => <p>Home</p>, '/leagues/:id': () => <p>League page</p> }, root);
  });
  expect(container.textContent).toContain('League page');
  expect(container.textContent).not.toContain('Home');
  await act(async () => {
    toast({ title: 'Joined League' });
  });
  expect(document.body.textContent).toContain('Joined League');
  act(() => root.unmount());
});
