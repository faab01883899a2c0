/**
 * Demo images, drawn here (no third-party pictures): each is an SVG made from the dish's or
 * chef's colours, rendered to a small JPEG with `sharp` at seed time (≈ 10–30 KB each).
 */
import sharp from 'sharp';

const esc = (s) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** A small deterministic PRNG so the same dish always gets the same picture. */
function random(seedText) {
  let h = 2166136261;
  for (const ch of seedText) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

/** SVG of a dish seen from above: a plate on a table cloth with the food in `palette`. */
export function dishSvg(name, palette) {
  const rnd = random(name);
  const [main, second, light] = palette;
  const bits = Array.from({ length: 26 }, () => {
    const a = rnd() * Math.PI * 2;
    const r = rnd() * 150;
    const x = 400 + Math.cos(a) * r;
    const y = 300 + Math.sin(a) * r * 0.9;
    const size = 10 + rnd() * 28;
    const fill = rnd() < 0.6 ? second : light;
    return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${size.toFixed(1)}" ry="${(size * 0.7).toFixed(1)}" fill="${fill}" opacity="0.9" transform="rotate(${Math.round(rnd() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs>
    <pattern id="cloth" width="60" height="60" patternUnits="userSpaceOnUse">
      <rect width="60" height="60" fill="#f3ede4"/><rect width="30" height="30" fill="#e8dccb"/>
      <rect x="30" y="30" width="30" height="30" fill="#e8dccb"/>
    </pattern>
    <radialGradient id="food" cx="50%" cy="45%" r="60%">
      <stop offset="0%" stop-color="${light}"/><stop offset="100%" stop-color="${main}"/>
    </radialGradient>
  </defs>
  <rect width="800" height="600" fill="url(#cloth)"/>
  <ellipse cx="412" cy="318" rx="262" ry="242" fill="#000" opacity="0.12"/>
  <ellipse cx="400" cy="300" rx="260" ry="240" fill="#fdfdfb" stroke="#e0ddd5" stroke-width="6"/>
  <ellipse cx="400" cy="300" rx="200" ry="182" fill="url(#food)"/>
  ${bits}
  <rect x="0" y="540" width="800" height="60" fill="#000" opacity="0.45"/>
  <text x="400" y="580" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#fff" text-anchor="middle">${esc(name)}</text>
</svg>`;
}

/** SVG of a restaurant banner: the chef's colour, the restaurant's name and its cuisines. */
export function bannerSvg(name, cuisines, colour) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0%" stop-color="${colour}"/><stop offset="100%" stop-color="#2b2118"/>
  </linearGradient></defs>
  <rect width="1200" height="400" fill="url(#g)"/>
  <circle cx="1040" cy="90" r="160" fill="#fff" opacity="0.08"/>
  <circle cx="1120" cy="330" r="110" fill="#fff" opacity="0.06"/>
  <text x="80" y="210" font-family="DejaVu Serif, Georgia, serif" font-size="68" fill="#fff">${esc(name)}</text>
  <text x="82" y="270" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#fff" opacity="0.85">${esc(cuisines.join(' · '))} · Toronto</text>
</svg>`;
}

/** SVG of a chef's avatar: initials on the chef's colour. */
export function avatarSvg(firstName, lastName, colour) {
  const initials = `${firstName[0] ?? ''}${lastName[0] ?? ''}`.toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" fill="${colour}"/>
  <circle cx="200" cy="160" r="80" fill="#fff" opacity="0.2"/>
  <path d="M60 400 C80 270 320 270 340 400 Z" fill="#fff" opacity="0.2"/>
  <text x="200" y="225" font-family="DejaVu Sans, Arial, sans-serif" font-size="120" font-weight="bold" fill="#fff" text-anchor="middle">${esc(initials)}</text>
</svg>`;
}

/** Renders an SVG to a JPEG (quality 72, progressive). */
export function toJpeg(svg) {
  return sharp(Buffer.from(svg)).jpeg({ quality: 72, progressive: true }).toBuffer();
}
