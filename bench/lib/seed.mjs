// Data the benches sign in with: a user, and a league with `members` members, made through the
// public API like a browser would (same-origin requests, session cookie).
let counter = 0;

function cookieOf(response) {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function call(baseUrl, method, pathname, { cookie, body } = {}) {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers: { Origin: baseUrl, 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Registers a fresh user; returns it with its session cookie ("name=value; ..."). */
export async function registerUser(baseUrl, firstName = 'Bench') {
  counter += 1;
  const user = {
    firstName,
    lastName: `Golfer${counter}`,
    email: `bench.${Date.now().toString(36)}.${counter}.${Math.floor(Math.random() * 1e6)}@example.test`,
    password: 'bench-password-1',
  };
  const response = await call(baseUrl, 'POST', '/api/auth/register', { body: user });
  return { ...user, cookie: cookieOf(response) };
}

/**
 * A public league (named `name`) owned by `owner` that `members - 1` other new users join.
 * Returns its id.
 */
export async function leagueWithMembers(baseUrl, owner, members, { name = `Bench League ${Date.now().toString(36)}` } = {}) {
  const created = await call(baseUrl, 'POST', '/api/leagues', {
    cookie: owner.cookie,
    body: {
      name,
      privacy: 'public',
      maxPlayers: Math.max(members, 2),
      courses: [{ name: 'Pebble Creek', rounds: 3 }],
    },
  });
  const league = await created.json();
  const id = league.id ?? league.league?.id;
  for (let i = 1; i < members; i += 1) {
    const member = await registerUser(baseUrl, `Member${i}`);
    await call(baseUrl, 'POST', `/api/leagues/${id}/join`, { cookie: member.cookie });
  }
  return id;
}

/** Cookies of a "name=value; name2=value2" header for a browser context at `baseUrl`. */
export function browserCookies(baseUrl, cookieHeader) {
  return cookieHeader
    .split('; ')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
    });
}
