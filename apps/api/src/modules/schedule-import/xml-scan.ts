/**
 * The little XML a workbook's parts need: elements, attributes and text, read in one forward pass.
 * Namespace prefixes are dropped (`x:c` is `c`: some writers prefix every element), and so are
 * comments and processing instructions. A document type declaration is refused outright: workbooks
 * never carry one, and its entities are how XML bombs expand.
 */
export type XmlToken =
  | { kind: 'open'; name: string; attrs: Record<string, string>; selfClosing: boolean }
  | { kind: 'close'; name: string }
  | { kind: 'text'; text: string };

export class XmlError extends Error {}

const ENTITY = /&(?:#x([0-9A-Fa-f]{1,6})|#(\d{1,7})|([A-Za-z]{2,4}));|&/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeEntities(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(ENTITY, (match, hex?: string, dec?: string, name?: string) => {
    const named = name === undefined ? undefined : NAMED[name];
    if (named !== undefined) return named;
    const code = hex ? parseInt(hex, 16) : dec ? Number(dec) : NaN;
    if (!(code <= 0x10ffff)) throw new XmlError(`unknown entity ${match}`);
    return String.fromCodePoint(code);
  });
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
const NAME = /[^\s/>=]+/y;
const ATTRIBUTE = /\s+([^\s/>=]+)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;
const TAG_END = /\s*(\/?)>/y;

/**
 * Tokens of `xml` in document order; throws XmlError on anything malformed, an element left open
 * or closed out of turn included (a truncated part must not read as a shorter one).
 */
export function* scanXml(xml: string): Generator<XmlToken> {
  const open: string[] = [];
  let at = 0;
  while (at < xml.length) {
    const lt = xml.indexOf('<', at);
    const textEnd = lt < 0 ? xml.length : lt;
    if (textEnd > at) yield { kind: 'text', text: decodeEntities(xml.slice(at, textEnd)) };
    if (lt < 0) break;
    if (xml.startsWith('<?', lt)) at = skipPast(xml, lt, '?>');
    else if (xml.startsWith('<!--', lt)) at = skipPast(xml, lt, '-->');
    else if (xml.startsWith('<![CDATA[', lt)) {
      at = skipPast(xml, lt, ']]>');
      yield { kind: 'text', text: xml.slice(lt + 9, at - 3) };
    } else if (xml.startsWith('<!', lt)) throw new XmlError('declarations are not allowed');
    else if (xml.startsWith('</', lt)) {
      const end = skipPast(xml, lt, '>');
      const name = xml.slice(lt + 2, end - 1).trim();
      if (open.pop() !== name) throw new XmlError('mismatched closing tag');
      yield { kind: 'close', name: localName(name) };
      at = end;
    } else {
      NAME.lastIndex = lt + 1;
      const name = NAME.exec(xml)?.[0];
      if (!name) throw new XmlError('malformed element');
      let cursor = lt + 1 + name.length;
      const attrs: Record<string, string> = {};
      for (;;) {
        ATTRIBUTE.lastIndex = cursor;
        const attribute = ATTRIBUTE.exec(xml);
        if (!attribute) break;
        attrs[localName(attribute[1]!)] = decodeEntities(attribute[2] ?? attribute[3] ?? '');
        cursor = ATTRIBUTE.lastIndex;
      }
      TAG_END.lastIndex = cursor;
      const end = TAG_END.exec(xml);
      if (!end) throw new XmlError('malformed element');
      if (end[1] !== '/') open.push(name);
      yield { kind: 'open', name: localName(name), attrs, selfClosing: end[1] === '/' };
      at = TAG_END.lastIndex;
    }
  }
  if (open.length > 0) throw new XmlError('unclosed element');
}

function skipPast(xml: string, from: number, marker: string): number {
  const found = xml.indexOf(marker, from);
  if (found < 0) throw new XmlError('unterminated markup');
  return found + marker.length;
}
