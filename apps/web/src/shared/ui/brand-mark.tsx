/**
 * The mark of 햇빛 매칭: the sun rising behind a solar panel, the panel's two halves joined in its
 * middle (an owner and a contractor matched). `tile` sits on its own orange square (app icon,
 * favicon, headers); `plain` is drawn for an orange background (the splash). Both are static SVG
 * files (public/favicon.svg, public/brand-mark-plain.svg), so the mark costs the scripts nothing
 * and the browser caches it once.
 */
export function BrandMark({
  className,
  variant = 'tile',
}: {
  className?: string;
  variant?: 'tile' | 'plain';
}) {
  return (
    <img
      className={className}
      src={variant === 'tile' ? '/favicon.svg' : '/brand-mark-plain.svg'}
      alt=""
      width={64}
      height={64}
      decoding="async"
      // A prerendered document preloads only its first screen's font; the mark is small and
      // follows (React would otherwise add a preload for it).
      fetchPriority="low"
    />
  );
}
