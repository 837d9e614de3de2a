import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { Route } from 'react-router-dom';
import { renderStandalonePage } from './standalone-page';
import { toast } from './toast/toast-store';

it("renders the remote's route for the current URL with the platform's providers and toaster", async () => {
  window.history.pushState({}, '', '/leagues/l-1');
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    renderStandalonePage(
      root,
      <>
        <Route path="/" element={<p>Home</p>} />
        <Route path="/leagues/:id" element={<p>League page</p>} />
      </>,
    );
  });
  expect(container.textContent).toContain('League page');
  expect(container.textContent).not.toContain('Home');
  await act(async () => {
    toast({ title: 'Joined League' });
  });
  expect(document.body.textContent).toContain('Joined League');
  act(() => root.unmount());
});
