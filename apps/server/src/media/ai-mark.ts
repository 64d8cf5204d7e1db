/**
 * The machine-readable AI mark of a generated picture (EU AI Act art. 50(2); docs/safety.md): a
 * PNG `tEXt` chunk that says so in words, and XMP (`iTXt`, keyword `XML:com.adobe.xmp`) with the
 * IPTC `DigitalSourceType` `trainedAlgorithmicMedia`, the vocabulary image viewers, search engines
 * and social networks read. Both go right after `IHDR`, before any image data.
 */
import { crc32 } from 'node:zlib';

/** IPTC NewsCodes term for media created by a trained model. */
export const TRAINED_ALGORITHMIC_MEDIA =
  'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia';
export const XMP_KEYWORD = 'XML:com.adobe.xmp';
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

const escapeXml = (s: string) =>
  s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

function xmpPacket(model: string, createdAt: Date): string {
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about=""',
    ' xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/"',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ' xmlns:xmp="http://ns.adobe.com/xap/1.0/"',
    ` Iptc4xmpExt:DigitalSourceType="${TRAINED_ALGORITHMIC_MEDIA}"`,
    ` xmp:CreatorTool="Avatara (${escapeXml(model)})"`,
    ` xmp:CreateDate="${createdAt.toISOString()}">`,
    '<dc:description><rdf:Alt><rdf:li xml:lang="x-default">AI-generated image</rdf:li></rdf:Alt></dc:description>',
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="r"?>',
  ].join('');
}

/**
 * The PNG with the AI mark added (a PNG without one is returned marked; anything that is not a
 * PNG is refused). `model` names what drew it.
 *
 * @example markAiGenerated(png, { model: 'gpt-image-1', createdAt: new Date() })
 */
export function markAiGenerated(png: Buffer, info: { model: string; createdAt: Date }): Buffer {
  if (png.length < 33 || !png.subarray(0, 8).equals(SIGNATURE) || png.toString('latin1', 12, 16) !== 'IHDR')
    throw new Error('not a PNG');
  const ihdrEnd = 8 + 12 + png.readUInt32BE(8);
  const text = chunk(
    'tEXt',
    Buffer.from(
      `Comment\0AI-generated image (IPTC DigitalSourceType: trainedAlgorithmicMedia), ${info.model}`,
      'latin1',
    ),
  );
  // iTXt: keyword, 0, compression flag 0, method 0, empty language tag, 0, empty translated keyword, 0, text (UTF-8).
  const xmp = chunk(
    'iTXt',
    Buffer.concat([
      Buffer.from(`${XMP_KEYWORD}\0\0\0\0\0`, 'latin1'),
      Buffer.from(xmpPacket(info.model, info.createdAt)),
    ]),
  );
  return Buffer.concat([png.subarray(0, ihdrEnd), text, xmp, png.subarray(ihdrEnd)]);
}

/** The text chunks of a PNG by keyword (`tEXt` and uncompressed `iTXt`), for checks and tests. */
export function pngTexts(png: Buffer): Map<string, string> {
  const out = new Map<string, string>();
  for (let at = 8; at + 12 <= png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'tEXt') {
      const nul = data.indexOf(0);
      out.set(data.toString('latin1', 0, nul), data.toString('latin1', nul + 1));
    } else if (type === 'iTXt') {
      const nul = data.indexOf(0);
      let p = nul + 3; // compression flag and method
      p = data.indexOf(0, p) + 1; // language tag
      p = data.indexOf(0, p) + 1; // translated keyword
      out.set(data.toString('latin1', 0, nul), data.toString('utf8', p));
    }
    at += 12 + length;
  }
  return out;
}
