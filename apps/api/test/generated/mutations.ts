import fc from 'fast-check';

/** Drop the field. */
export const REMOVE = Symbol('remove');
/** JSON text written verbatim where a value goes (numbers JSON.stringify cannot write, raw objects). */
export class Raw {
  constructor(readonly text: string) {}
}

export interface Mutation {
  label: string;
  /** The broken value, from the field's valid one. */
  make: (valid: unknown) => unknown;
}

const HUGE = 'a'.repeat(100_000);
const asString = (valid: unknown) => (typeof valid === 'string' ? valid : 'x');
const m = (label: string, make: (valid: unknown) => unknown): Mutation => ({ label, make });
const v = (label: string, value: unknown): Mutation => m(label, () => value);

/** Impossible calendar dates and clock times that a bare format regex lets through. */
const DATES = [
  '2099-02-30',
  '2099-02-29',
  '2099-13-01',
  '2099-00-10',
  '2099-01-32',
  '0000-01-01',
  '10000-01-01',
];
const TIMES = ['24:00', '99:99', '23:60', '12:00:00', '-1:00'];
const CONTROL = {
  nul: '\u0000',
  'ctrl-01': '\u0001',
  'ctrl-08': '\u0008',
  'ctrl-1f': '\u001f',
  'del-7f': '\u007f',
};

/** What a field's JSON Schema accepts, for choosing the broken values that matter to it. */
export interface Accepts {
  string: boolean;
  /** A string with a format or pattern (dates, times, ZIPs, handles, ids in paths). */
  shaped: boolean;
  number: boolean;
  boolean: boolean;
  array: boolean;
}

const NUMBERS: Mutation[] = [
  v('zero', 0),
  v('minus-one', -1),
  v('fraction', 1.5),
  v('int4-max', 2_147_483_647),
  v('int4-max+1', 2_147_483_648),
  v('int4-min-1', -2_147_483_649),
  v('int8-max+1', new Raw('9223372036854775808')),
  v('2^53+1', new Raw('9007199254740993')),
  v('1e308', 1e308),
  v('-1e308', -1e308),
  v('1e999', new Raw('1e999')),
  v('minus-zero', new Raw('-0')),
  v('5e-324', 5e-324),
  v('three-decimals', 30.005),
];
const NUMERIC_STRINGS = ['NaN', 'Infinity', '-Infinity', '2147483648', '1e3', '0x10', ''].map((s) =>
  v(`string:"${s}"`, s),
);
const STRINGS: Mutation[] = [
  v('string-blank', '   '),
  v('huge-100k', HUGE),
  v('huge-emoji', '\u{1F600}'.repeat(30_000)),
  ...Object.entries(CONTROL).map(([name, ch]) => m(`${name}-inside`, (valid) => `${asString(valid)}${ch}x`)),
  v('nul-alone', '\u0000'),
  m('lone-surrogate', (valid) => `${asString(valid)}\ud800`),
  m('zero-width-and-bidi', (valid) => `\u200b\u202e${asString(valid)}`),
  m('trailing-space', (valid) => `${asString(valid)} `),
  v('sql-quote', "' OR '1'='1"),
];
const SHAPED: Mutation[] = [...DATES.map((d) => v(`date:${d}`, d)), ...TIMES.map((t) => v(`time:${t}`, t))];
const ARRAYS: Mutation[] = [
  v(
    'array-10k-items',
    Array.from({ length: 10_000 }, () => 'x'),
  ),
  v('array-of-nul', ['\u0000']),
  v('array-of-huge', [HUGE]),
  v('array-of-numbers', [1, 2]),
  v('array-of-arrays', [[[]]]),
  m('array-duplicates', (valid) => (Array.isArray(valid) ? [...valid, ...valid] : ['x', 'x'])),
];

/** The broken values a JSON body field is tried with: wrong types for all, the rest by what it takes. */
export function jsonFieldMutations(required: boolean, accepts: Accepts): Mutation[] {
  return [
    ...(required ? [v('missing', REMOVE)] : []),
    v('null', null),
    v('true', true),
    v('array-empty', []),
    m('array-of-valid', (valid) => [valid]),
    v('object-empty', {}),
    m('object-wrapping-valid', (valid) => ({ value: valid })),
    v('proto-object', new Raw('{"__proto__":{"polluted":true}}')),
    v('constructor-object', new Raw('{"constructor":{"prototype":{"polluted":true}}}')),
    ...(accepts.number ? NUMBERS : [v('one', 1)]),
    ...(accepts.number || accepts.boolean
      ? [
          m('valid-as-string', (valid) =>
            valid === undefined || valid === null ? '7' : JSON.stringify(valid),
          ),
          ...NUMERIC_STRINGS,
        ]
      : []),
    ...(accepts.string ? STRINGS : [v('string:"x"', 'x')]),
    ...(accepts.shaped ? SHAPED : []),
    ...(accepts.array ? ARRAYS : []),
  ];
}

/** Percent-encodes every UTF-8 byte (lone surrogates included, as the replacement character). */
export const pct = (s: string) =>
  [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

/** Every broken value a path segment or query value is tried with, already URL-encoded. */
export function textMutations(required: boolean, where: 'params' | 'query'): Mutation[] {
  const plain = [
    '',
    '0',
    '-1',
    '1.5',
    '2147483647',
    '2147483648',
    '9007199254740993',
    '99999999999999999999',
    '1e308',
    '1e999',
    '1e3',
    '0x10',
    'NaN',
    'Infinity',
    '-Infinity',
    'true',
    'null',
    'abc',
    '__proto__',
    'constructor',
    ...DATES,
    ...TIMES,
  ];
  const list = [
    ...(required && where === 'query' ? [v('missing', REMOVE)] : []),
    ...plain.filter((s) => !(where === 'params' && s === '')).map((s) => v(`"${s}"`, encodeURIComponent(s))),
    v('plus-seven', '%2B7'),
    v('space-seven', '%207'),
    v('arabic-digit', pct('\u0663')),
    v('nul', '%00'),
    m('nul-inside', (valid) => `${String(valid)}%00`),
    v('ctrl-01', '%01'),
    v('del-7f', '%7F'),
    v('bad-percent', '%ZZ'),
    v('bad-utf8', '%C3%28'),
    v('encoded-slash', '..%2F..%2Fetc'),
    v('huge', where === 'params' ? '1'.repeat(101) : 'a'.repeat(100_000)),
  ];
  return list;
}

/** A deterministic seed per case key, so generated values (and so case keys) are stable run to run. */
function seedOf(key: string): number {
  let h = 2166136261;
  for (const ch of key) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

// Built once: making an arbitrary costs far more than drawing from it.
const binaryString = fc.string({ unit: 'binary', maxLength: 40 });
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  binaryString,
  fc.double(),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((n) => new Raw(n.toString())),
);

/** fast-check draws for one field: arbitrary JSON, binary strings, doubles and wide integers. */
export function drawnJson(key: string, count: number): Mutation[] {
  return fc
    .sample(anyJson, { seed: seedOf(key), numRuns: count })
    .map((value, i) =>
      v(
        `drawn#${i}`,
        Number.isNaN(value) || value === Infinity || value === -Infinity ? new Raw(String(value)) : value,
      ),
    );
}

export function drawnText(key: string, count: number): Mutation[] {
  return fc
    .sample(binaryString, { seed: seedOf(key), numRuns: count })
    .map((s, i) => v(`drawn#${i}`, pct(s)));
}

/** JSON text with Raw values written verbatim. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof Raw) {
      raws.push(item.text);
      return `@@raw${raws.length - 1}@@`;
    }
    return item;
  });
  return text.replace(/"@@raw(\d+)@@"/g, (_, i: string) => raws[Number(i)]!);
}
