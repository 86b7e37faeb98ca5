/** A horizontal bar chart in plain SVG, with the numbers also as text for screen readers. */
export function BarChart({
  title,
  items,
  color = '#ff8a00',
}: {
  title: string;
  items: { label: string; value: number }[];
  color?: string;
}) {
  const max = Math.max(1, ...items.map((item) => item.value));
  const rowHeight = 34;
  const labelWidth = 110;
  const chartWidth = 300;
  const height = items.length * rowHeight + 8;
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>{title}</figcaption>
      <svg
        role="img"
        aria-label={`${title}: ${items.map((item) => `${item.label} ${item.value}건`).join(', ')}`}
        viewBox={`0 0 ${labelWidth + chartWidth + 60} ${height}`}
        width="100%"
        style={{ maxWidth: 520 }}
      >
        {items.map((item, index) => {
          const y = index * rowHeight + 4;
          const width = Math.round((item.value / max) * chartWidth);
          return (
            <g key={item.label}>
              <text x={0} y={y + 20} fontSize="13" fill="#1d2128">
                {item.label}
              </text>
              <rect
                x={labelWidth}
                y={y + 4}
                width={Math.max(width, 2)}
                height={22}
                rx={4}
                fill={color}
              />
              <text x={labelWidth + Math.max(width, 2) + 6} y={y + 20} fontSize="13" fill="#1d2128">
                {item.value.toLocaleString('ko-KR')}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
