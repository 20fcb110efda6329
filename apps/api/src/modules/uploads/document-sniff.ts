import { invalidFileType } from './image-normalize.js';
import { sniffImageType, type ImageType } from './image-sniff.js';

/** A document upload (a certificate): one of the image formats, or PDF. */
export type DocumentType = ImageType | 'pdf';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** The format named by the file's first bytes: an image's magic number, or PDF's header. */
export function sniffDocumentType(head: Uint8Array): DocumentType | null {
  const image = sniffImageType(head);
  if (image) return image;
  return PDF.every((b, i) => head[i] === b) ? 'pdf' : null;
}

// Names of PDF actions that run or open something when the file is viewed. A certificate needs
// none, and a file with them is refused rather than stored for staff to open.
const ACTIVE_CONTENT = /\/(JavaScript|JS|Launch|EmbeddedFile|OpenAction|AA|RichMedia|XFA)\b/;

/**
 * A PDF cannot be re-encoded the way images are, so it is checked instead: it must end as a PDF
 * does (an `%%EOF` marker near the end, so a cut or disguised file fails) and hold no active content.
 * It is stored privately and only ever sent to staff as a download, never rendered in our origin.
 */
export function checkPdf(bytes: Buffer): void {
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
  if (!tail.includes('%%EOF')) throw invalidFileType();
  if (ACTIVE_CONTENT.test(bytes.toString('latin1'))) throw invalidFileType();
}
