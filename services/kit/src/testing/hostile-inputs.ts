// The one corpus of hostile input for the fuzz tests (a service alone, and every route through
// the gateway): ids of every wrong shape, bodies no client should send, wrong values for a field.
// Random choices come from a seeded generator, so a failure repeats with the seed it prints.

/** Path segments standing where an id goes, as sent on the wire (percent-escapes included). */
export const BAD_IDS = [
  '%00',
  'abc%00def',
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%C0%AF',
  '%FF%FE',
  "'%20OR%201=1--",
  '..%2F..%2Fetc',
  '..',
  '.',
  'x'.repeat(5000),
  '%F0%9F%8F%8C%E2%9B%B3',
  '%C3%BC',
  '-1',
  '0',
  '1.5',
  '-0.0',
  '1e308',
  'NaN',
  'null',
  'undefined',
  '00000000-0000-0000-0000-000000000000',
  '%20',
  '%2F',
];

export interface HostileBody {
  label: string;
  body: string | Buffer;
  contentType: string;
}

const JSON_TYPE = 'application/json';
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Whole bodies of the wrong shape, encoding or size; `depth` levels of nesting for the deep ones. */
export function hostileBodies(depth = 10_000): HostileBody[] {
  const json = (label: string, body: string | Buffer): HostileBody => ({ label, body, contentType: JSON_TYPE });
  return [
    json('array', '[1,"two",null]'),
    json('string', '"just a string"'),
    json('null', 'null'),
    json('number', '42'),
    json('boolean', 'true'),
    json('empty', ''),
    json('unterminated', '{"name": "unterminated'),
    json(`${depth}-deep array`, deepArray(depth)),
    json(`${depth}-deep object`, deepObject(depth)),
    json('deep field', `{"name":${deepArray(depth)}}`),
    json('90 kB of strings', `{"name":"${'n'.repeat(45_000)}","email":"${'e'.repeat(45_000)}"}`),
    json('over the limit', `{"name":"${'n'.repeat(300_000)}"}`),
    json('NUL', '{"name":"a\\u0000b","email":"x\\u0000@example.test"}'),
    json('lone surrogate', '{"name":"\\ud800","notes":"\\udfff"}'),
    json(
      'non-UTF-8 bytes',
      Buffer.from([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
    ),
    json('prototype keys', '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}'),
    json('duplicate keys', '{"name":"a","name":{"b":1}}'),
    { label: 'latin-1 charset', body: '{"name":"caf\xe9"}', contentType: 'application/json; charset=iso-8859-1' },
    { label: 'unknown charset', body: '{}', contentType: 'application/json; charset=klingon' },
    { label: 'text/plain', body: 'name=x', contentType: 'text/plain' },
    { label: 'form', body: 'name=x&email[]=y&__proto__[a]=1', contentType: 'application/x-www-form-urlencoded' },
    { label: 'binary', body: Buffer.from([0, 1, 2, 0xff, 0xfe, 0xfd]), contentType: 'application/octet-stream' },
  ];
}

/** Values of every wrong type and shape, put in place of one field of an otherwise valid body. */
export const WRONG_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  -1e308,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  'x'.repeat(5000),
  '../../etc/passwd',
  'ü⛳ 👨‍👩‍👧 \u202egnp.exe',
  "' OR 1=1 --",
  '2024-02-30',
  '0000-00-00',
  '9999-12-31T99:99:99Z',
  '1e3',
  [],
  [1, 'a', null, {}],
  Array.from({ length: 1000 }, (_, i) => `item-${i}`),
  {},
  { $gt: '' },
  { nested: { deeper: [{}] } },
];

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
