import type { RouteTableEntry } from '../../src/plugins/route-table.js';
import type { BadCase, Parts } from './bad-input-cases.js';
import { toJsonText } from './mutations.js';
import { routeKey } from './probe-http.js';
import type { FieldSpec } from './schema-fields.js';

/** A case that changes the whole request rather than one field. */
export const whole = (
  route: RouteTableEntry,
  label: string,
  change: (parts: Parts) => Partial<Parts>,
): BadCase => ({
  key: `${routeKey(route)} ${label}`,
  route,
  break: (parts) => ({ ...parts, ...change(parts) }),
});

/** Broken whole bodies: no body, not JSON, not an object, prototype keys, extra fields, wrong types of content. */
export function bodyCases(route: RouteTableEntry, fields: FieldSpec[]): BadCase[] {
  const json = (parts: Parts) => toJsonText(parts.body ?? {});
  const withFirst = (parts: Parts, prefix: string) => {
    const rest = json(parts).slice(1);
    return `{${prefix}${rest === '}' ? '}' : `,${rest}`}`;
  };
  const raw = (
    label: string,
    payload: string | Buffer | ((parts: Parts) => string | Buffer),
    contentType: string | null = 'application/json',
    mustRefuse?: string,
  ) =>
    whole(route, `body ${label}`, (parts) => ({
      payload: typeof payload === 'function' ? payload(parts) : payload,
      contentType,
      ...(mustRefuse ? { mustRefuse } : {}),
    }));
  const notObject = route.schema.body ? 'a body that is not a JSON object' : undefined;
  const firstField = fields[0]?.name ?? 'field';
  return [
    whole(route, 'body none', () => ({ body: undefined, contentType: null })),
    raw('empty-json', ''),
    raw('whitespace-json', '   '),
    ...['{', '{"a":', '[1,2', 'nul', "{'a':1}", '{"a":1}x', '/* c */ {}', 'NaN', '{"a":NaN}'].map((text, i) =>
      raw(`invalid-json#${i}`, text, 'application/json', 'invalid JSON'),
    ),
    ...[
      ['array', '[]'],
      ['string', '"x"'],
      ['null', 'null'],
      ['number', '42'],
      ['true', 'true'],
    ].map(([name, text]) => raw(`top-level-${name}`, text!, 'application/json', notObject)),
    raw('deep-array', `${'['.repeat(10_000)}${']'.repeat(10_000)}`),
    raw('deep-object', `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`),
    raw('proto-key', (parts) => withFirst(parts, '"__proto__":{"polluted":true}')),
    raw('constructor-key', (parts) => withFirst(parts, '"constructor":{"prototype":{"polluted":true}}')),
    raw(
      'duplicate-key-last-wins',
      (parts) => `${json(parts).slice(0, -1)}${json(parts) === '{}' ? '' : ','}"${firstField}":"\\u0000"}`,
    ),
    whole(route, 'body extra-field', (parts) => ({ body: { ...parts.body, probeExtra: 'x' } })),
    whole(route, 'body mass-assignment', (parts) => ({
      body: {
        id: 1,
        userId: 1,
        role: 'admin',
        status: 'paid',
        isVerified: true,
        emailConfirmed: true,
        totalPayCents: 1,
        senderId: 1,
        ...parts.body,
      },
    })),
    raw('content-type text/plain', json, 'text/plain'),
    raw('content-type form', `a=1&${firstField}=x`, 'application/x-www-form-urlencoded'),
    raw('content-type multipart-no-boundary', json, 'multipart/form-data'),
    raw('content-type xml', '<a>1</a>', 'application/xml'),
    raw('content-type json-utf16', json, 'application/json; charset=utf-16'),
    raw('content-type bogus', json, 'application/jsonx'),
    raw('content-type missing', json, null),
    raw('too-large', (parts) => withFirst(parts, `"probePad":"${'a'.repeat(1_100_000)}"`)),
    raw('bom', (parts) => `\ufeff${json(parts)}`),
    raw('invalid-utf8', (parts) =>
      Buffer.concat([
        Buffer.from(json(parts).slice(0, -1)),
        Buffer.from(`${json(parts) === '{}' ? '' : ','}"probe":"`),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('"}'),
      ]),
    ),
  ];
}

const BOUNDARY = 'probe-boundary';
/** A multipart body; `open` leaves out the closing boundary (a body cut short). */
function multipart(
  parts: Array<{ name: string; filename?: string; data: Buffer | string }>,
  open = false,
): Buffer {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"` +
        `${part.filename !== undefined ? `; filename="${part.filename}"\r\nContent-Type: image/png` : ''}\r\n\r\n`,
    ),
    Buffer.from(part.data),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(open ? '' : `--${BOUNDARY}--\r\n`)]);
}

/** Multipart bodies (only the upload route takes them): names with control characters, junk, no file, cut short. */
export function multipartCases(route: RouteTableEntry): BadCase[] {
  const junk = Buffer.from('\u0000\u0001not an image at all, just bytes\u00ff'.repeat(4));
  const send = (label: string, body: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
    whole(route, `multipart ${label}`, () => ({ payload: body, contentType }));
  return [
    send('nul-in-filename', multipart([{ name: 'file', filename: 'a\u0000b.png', data: junk }])),
    send('control-in-field-name', multipart([{ name: 'fi\u0001le', filename: 'a.png', data: junk }])),
    send('huge-filename', multipart([{ name: 'file', filename: `${'a'.repeat(5000)}.png`, data: junk }])),
    send('junk-file', multipart([{ name: 'file', filename: 'a.png', data: junk }])),
    send('empty-file', multipart([{ name: 'file', filename: 'a.png', data: '' }])),
    send('no-file', multipart([{ name: 'note', data: 'hello' }])),
    send(
      'two-files',
      multipart([
        { name: 'file', filename: 'a.png', data: junk },
        { name: 'file', filename: 'b.png', data: junk },
      ]),
    ),
    send('cut-short', multipart([{ name: 'file', filename: 'a.png', data: junk }], true)),
    send('no-parts', Buffer.from(`--${BOUNDARY}--\r\n`)),
    send(
      'wrong-boundary',
      multipart([{ name: 'file', filename: 'a.png', data: junk }]),
      'multipart/form-data; boundary=other',
    ),
  ];
}
