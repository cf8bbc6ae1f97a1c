/** One bar: its label (a day, an interval) and its parts, stacked bottom up in the order given. */
export interface Bar {
  label: string;
  parts: { key: string; value: number }[];
}

const HEIGHT = 120;
const BAR = 14;
const GAP = 4;
const AXIS = 28;

const totalOf = (bar: Bar) => bar.parts.reduce((sum, p) => sum + p.value, 0);

/**
 * A small stacked bar chart drawn as SVG here (no library, nothing inline that the CSP refuses:
 * colours are `fill` attributes). Each part says its value in a tooltip (`<title>`); the chart's
 * `label` is its text for screen readers, so say there what it shows.
 */
export function StackedBars({
  bars,
  label,
  colorOf,
  format = String,
}: {
  bars: Bar[];
  label: string;
  colorOf: (key: string) => string;
  format?: (value: number) => string;
}) {
  const max = Math.max(1, ...bars.map(totalOf));
  const width = AXIS + Math.max(bars.length * (BAR + GAP), 120);
  const scale = (HEIGHT - 16) / max;
  return (
    <svg class="chart" role="img" aria-label={label} viewBox={`0 0 ${width} ${HEIGHT + 14}`} width={width}>
      <text x={0} y={10} class="axis">
        {format(max)}
      </text>
      <line x1={AXIS - 2} y1={HEIGHT} x2={width} y2={HEIGHT} class="axis-line" />
      {bars.map((bar, i) => {
        let top = HEIGHT;
        const x = AXIS + i * (BAR + GAP);
        return (
          <g key={bar.label}>
            {bar.parts.map((part) => {
              const h = part.value * scale;
              top -= h;
              return (
                <rect key={part.key} x={x} y={top} width={BAR} height={h} fill={colorOf(part.key)}>
                  <title>{`${bar.label}: ${part.key} ${format(part.value)}`}</title>
                </rect>
              );
            })}
          </g>
        );
      })}
      {bars.length > 0 && (
        <>
          <text x={AXIS} y={HEIGHT + 12} class="axis">
            {bars[0]?.label}
          </text>
          {bars.length > 4 && (
            <text x={width} y={HEIGHT + 12} class="axis" text-anchor="end">
              {bars[bars.length - 1]?.label}
            </text>
          )}
        </>
      )}
    </svg>
  );
}
