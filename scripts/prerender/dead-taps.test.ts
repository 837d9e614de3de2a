// The prerender's rule: nothing in prerendered HTML may need code to work (no dead taps).
import { deadControls } from './dead-taps.mjs';

it('links with an href and submit buttons of a form with an action work before the code', () => {
  const html =
    '<header><a href="/login" class="x">Sign In</a></header><a href="/?demo=true">Take a Tour</a>' +
    '<form action="/api/x" method="post"><button>Send</button><button type="submit">Go</button></form>';
  expect(deadControls(html)).toEqual([]);
});

it('finds every control that does nothing until hydration', () => {
  const html =
    '<button class="b" type="button">Take a Tour</button><a class="c">Nowhere</a><div role="button">Fake</div>' +
    '<input type="button" value="x"><form><button>No action</button></form>';
  expect(deadControls(html)).toEqual([
    '<button class="b" type="button">',
    '<a class="c">',
    '<div role="button">',
    '<input type="button" value="x">',
    '<button>',
  ]);
});
