/** Generated artwork for seeded contractors and banners: small, self-contained SVG files. */

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

export function contractorLogoSvg(
  initials: string,
  background: string,
  foreground: string,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<rect width="96" height="96" rx="20" fill="${escapeXml(background)}"/>
<circle cx="72" cy="24" r="10" fill="${escapeXml(foreground)}" opacity="0.35"/>
<text x="48" y="60" font-family="Pretendard, sans-serif" font-size="32" font-weight="700" text-anchor="middle" fill="${escapeXml(foreground)}">${escapeXml(initials)}</text>
</svg>`;
}

export function bannerCoverSvg(title: string, from: string, to: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${escapeXml(from)}"/><stop offset="1" stop-color="${escapeXml(to)}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="540" cy="90" r="48" fill="#fff" opacity="0.3"/>
<text x="40" y="300" font-family="Pretendard, sans-serif" font-size="30" font-weight="700" fill="#fff">${escapeXml(title.slice(0, 22))}</text>
</svg>`;
}
