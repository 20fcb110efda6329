// Renders the app icons of the web app manifest from one drawing (run after changing the logo:
// `node apps/web/scripts/make-icons.mjs`; the PNGs are committed under apps/web/public/icons).
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = fileURLToPath(new URL('../public/icons/', import.meta.url));
const mark =
  '<path d="M9 21c2 2 5 3 8 2s5-3 5-6-3-4-6-5-5-2-5-4 2-3 4-3 4 1 5 2" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>';
// "any": the rounded tile as on the favicon. "maskable": a full-bleed square with the mark inside
// the 80% safe zone, so a launcher's circle or squircle mask never cuts it.
const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#15803d"/>${mark}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#15803d"/><g transform="translate(16 16) scale(0.7) translate(-16 -15)">${mark}</g></svg>`;

await mkdir(out, { recursive: true });
const render = (svg, size, name) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${out}${name}`);
await Promise.all([
  render(any, 192, 'icon-192.png'),
  render(any, 512, 'icon-512.png'),
  render(maskable, 192, 'maskable-192.png'),
  render(maskable, 512, 'maskable-512.png'),
  // iOS ignores the manifest's icons and masks this one itself, so it is the full-bleed drawing.
  render(maskable, 180, 'apple-touch-icon.png'),
]);
