import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import type { ChartModel } from './chart-model.js';

// Only what a bar chart needs: Chart.js leaves out the other charts' code when they are not registered.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** A bar's thickness and the room around the bars, in pixels: a chart of names grows with its bars. */
const BAR_PX = 26;
const FRAME_PX = 90;
const DATES_HEIGHT_PX = 300;
/** Names longer than this are cut at the side of a narrow chart (the table names them whole). */
const NARROW_PX = 480;
const cut = (label: string, max: number) => (label.length > max ? `${label.slice(0, max - 1)}…` : label);

/**
 * A report as bars (Chart.js, loaded with this module only when the Reports screen draws a chart):
 * hours per value of the first group, stacked by the second. The canvas is an image named by
 * `title`; the table beside it holds the same numbers for whoever cannot see it.
 */
export function BarChart({
  model,
  title,
  axis,
  duration,
}: {
  model: ChartModel;
  title: string;
  axis: string;
  duration: (minutes: number) => string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const stacked = model.series.length > 1;
  useEffect(() => {
    const hours = model.horizontal ? 'x' : 'y';
    const names = model.horizontal ? 'y' : 'x';
    const config: ChartConfiguration<'bar', number[], string> = {
      type: 'bar',
      data: {
        labels: model.bars,
        datasets: model.series.map((series) => ({
          label: series.name,
          data: series.minutes.map((minutes) => minutes / 60),
          backgroundColor: series.colors,
        })),
      },
      options: {
        indexAxis: names,
        responsive: true,
        maintainAspectRatio: false,
        // Drawn at once: nothing moves on the screen.
        animation: false,
        scales: {
          [hours]: { stacked, beginAtZero: true, title: { display: true, text: axis } },
          [names]: {
            stacked,
            ticks: {
              autoSkip: !model.horizontal,
              callback(value) {
                const label = this.getLabelForValue(Number(value));
                return model.horizontal ? cut(label, this.chart.width < NARROW_PX ? 14 : 36) : label;
              },
            },
          },
        },
        plugins: {
          legend: { display: stacked, position: 'bottom' },
          tooltip: {
            callbacks: {
              label: (item) =>
                `${stacked ? `${item.dataset.label}: ` : ''}${duration(model.series[item.datasetIndex]!.minutes[item.dataIndex]!)}`,
            },
          },
        },
      },
    };
    const chart = new Chart(canvas.current!, config);
    return () => chart.destroy();
  }, [model, axis, duration, stacked]);
  const height = model.horizontal ? model.bars.length * BAR_PX + FRAME_PX + (stacked ? 40 : 0) : DATES_HEIGHT_PX;
  return (
    <div className="chart" style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={title} />
    </div>
  );
}
