// Inline SVG line charts with no script and no external asset: the report stays one self-contained file.
import { escapeHtml } from '../../../src/output/escapeHtml.ts';

export interface ChartSeries {
  name: string;
  color: string;
  points: [number, number][];
  dashed?: boolean;
}

export interface ChartOptions {
  title: string;
  xLabel: string;
  yLabel: string;
  series: ChartSeries[];
  /** Tick positions and labels of the x axis; default five evenly spaced. */
  xTicks?: { value: number; label: string }[];
  /** The x range shown; default the range of the points. */
  xDomain?: [number, number];
  width?: number;
  height?: number;
}

const PAD = { left: 64, right: 16, top: 28, bottom: 44 };

export function lineChart(o: ChartOptions): string {
  const width = o.width ?? 900;
  const height = o.height ?? 280;
  const all = o.series.flatMap((s) => s.points);
  if (all.length === 0) return `<p class="meta">${escapeHtml(o.title)}: no data</p>`;
  const xMin = o.xDomain?.[0] ?? Math.min(...all.map((p) => p[0]));
  const xMax = Math.max(xMin + 1e-9, o.xDomain?.[1] ?? Math.max(...all.map((p) => p[0])));
  const yMax = niceCeil(Math.max(...all.map((p) => p[1])) || 1);
  const plotW = width - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const sx = (x: number) => PAD.left + ((x - xMin) / (xMax - xMin)) * plotW;
  const sy = (y: number) => PAD.top + plotH - (y / yMax) * plotH;
  const f = (n: number) => n.toFixed(1);

  const yTicks = Array.from({ length: 5 }, (_, i) => (yMax * i) / 4);
  const xTicks = o.xTicks ?? Array.from({ length: 5 }, (_, i) => ({ value: xMin + ((xMax - xMin) * i) / 4, label: trim(xMin + ((xMax - xMin) * i) / 4) }));
  const grid = [
    ...yTicks.map(
      (v) =>
        `<line x1="${PAD.left}" x2="${width - PAD.right}" y1="${f(sy(v))}" y2="${f(sy(v))}" stroke="#ddd"/>` +
        `<text x="${PAD.left - 6}" y="${f(sy(v) + 4)}" text-anchor="end">${escapeHtml(trim(v))}</text>`,
    ),
    ...xTicks.map(
      (t) =>
        `<line x1="${f(sx(t.value))}" x2="${f(sx(t.value))}" y1="${PAD.top}" y2="${PAD.top + plotH}" stroke="#eee"/>` +
        `<text x="${f(sx(t.value))}" y="${PAD.top + plotH + 16}" text-anchor="middle">${escapeHtml(t.label)}</text>`,
    ),
  ].join('');
  const lines = o.series
    .filter((s) => s.points.length)
    .map((s) => {
      const d = s.points.map(([x, y], i) => `${i ? 'L' : 'M'}${f(sx(x))},${f(sy(y))}`).join('');
      const dots = s.points.length === 1 ? `<circle cx="${f(sx(s.points[0][0]))}" cy="${f(sy(s.points[0][1]))}" r="3" fill="${s.color}"/>` : '';
      return `<path d="${d}" fill="none" stroke="${s.color}" stroke-width="1.6"${s.dashed ? ' stroke-dasharray="4 3"' : ''}/>${dots}`;
    })
    .join('');
  const legend = o.series
    .map((s, i) => `<g transform="translate(${PAD.left + i * 130},12)"><rect width="12" height="3" y="-4" fill="${s.color}"/><text x="16" y="0">${escapeHtml(s.name)}</text></g>`)
    .join('');
  return (
    `<figure><figcaption>${escapeHtml(o.title)}</figcaption>` +
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="100%" role="img" aria-label="${escapeHtml(o.title)}" font-size="11" font-family="sans-serif">` +
    `${grid}<line x1="${PAD.left}" x2="${PAD.left}" y1="${PAD.top}" y2="${PAD.top + plotH}" stroke="#888"/>` +
    `<line x1="${PAD.left}" x2="${width - PAD.right}" y1="${PAD.top + plotH}" y2="${PAD.top + plotH}" stroke="#888"/>` +
    `${lines}${legend}` +
    `<text x="${PAD.left + plotW / 2}" y="${height - 6}" text-anchor="middle">${escapeHtml(o.xLabel)}</text>` +
    `<text transform="translate(14,${PAD.top + plotH / 2}) rotate(-90)" text-anchor="middle">${escapeHtml(o.yLabel)}</text>` +
    `</svg></figure>`
  );
}

/** The next of 1, 2, 2.5, 5 times a power of ten at or above `v`. */
function niceCeil(v: number): number {
  const p = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * p >= v) return m * p;
  return 10 * p;
}

function trim(v: number): string {
  const digits = Math.abs(v) >= 10 ? 0 : Math.abs(v) >= 1 ? 1 : 2;
  return String(Number(v.toFixed(digits)));
}
