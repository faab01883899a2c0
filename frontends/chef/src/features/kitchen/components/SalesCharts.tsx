import { useLocale, useT } from '@hearth/i18n';
import { formatPrice } from '@hearth/ui';
import { useEffect, useRef, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import styled, { useTheme } from 'styled-components';
import { formatWeek } from '../utils/format';
import { KitchenTable, Scroll } from './PrepSheetView';
import '../translations';

/** A chart axis's whole dollars as the locale writes them ("$20", "20 $"). */
function wholeDollars(dollars: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(dollars);
}

/** One week of the chart. */
export interface WeekPoint {
  weekStart: string;
  orders: number;
  portions: number;
  salesCents: number;
}
/** One dish of the chart. */
export interface DishPoint {
  dishId: string;
  dishName: string;
  portions: number;
  salesCents: number;
}

const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.spacing(5)};
  figcaption {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.spacing(2)};
  }
  details {
    margin-top: ${({ theme }) => theme.spacing(2)};
  }
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    min-height: 32px;
  }
`;

/** The width of the element `ref` points at (ResizeObserver; 600 px where there is none). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (el.clientWidth > 0) setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * A chart's figures as a table behind 'Show as a table' (for screen readers and keyboards): the
 * first cell of each row heads it, the others are right-aligned figures.
 */
function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: Array<{ key: string; cells: Array<string | number> }>;
}) {
  const t = useT();
  return (
    <details>
      <summary>{t('Show as a table')}</summary>
      <Scroll>
        <KitchenTable>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((c, i) => (
                <th key={c} scope="col" className={i > 0 ? 'num' : undefined}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, cells: [head, ...figures] }) => (
              <tr key={key}>
                <th scope="row">{head}</th>
                {figures.map((f, i) => (
                  <td key={i} className="num">
                    {f}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </KitchenTable>
      </Scroll>
    </details>
  );
}

/**
 * The sales charts (recharts): orders and portions per week, and sales per dish; each with its
 * table ('Show as a table'), so the figures are there for screen readers and keyboards too.
 */
export default function SalesCharts({
  weeks,
  dishes,
}: {
  weeks: WeekPoint[];
  dishes: DishPoint[];
}) {
  const t = useT();
  const { locale } = useLocale();
  const theme = useTheme();
  const { ref, width } = useWidth();
  const weekData = weeks.map((w) => ({ ...w, label: formatWeek(w.weekStart, locale) }));
  const dishData = dishes.map((d) => ({ ...d, sales: d.salesCents / 100 }));
  const ordersLabel = t('Orders');
  const portionsLabel = t('Portions');
  const salesLabel = t('Sales');
  const narrow = width < 480;
  return (
    <div ref={ref}>
      <Figure>
        <figcaption id="chart-weeks">{t('Orders and portions per week')}</figcaption>
        <BarChart
          width={width}
          height={220}
          data={weekData}
          margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
          aria-labelledby="chart-weeks"
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="label"
            tick={{ fontSize: 12 }}
            interval={narrow ? 'preserveStartEnd' : 0}
          />
          <YAxis allowDecimals={false} width={32} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          <Bar dataKey="orders" name={ordersLabel} fill={theme.colors.primary} maxBarSize={24} />
          <Bar dataKey="portions" name={portionsLabel} fill="#0f766e" maxBarSize={24} />
        </BarChart>
        <ChartTable
          caption={t('Orders and portions per week')}
          columns={[t('Week of'), ordersLabel, portionsLabel, salesLabel]}
          rows={weekData.map((w) => ({
            key: w.weekStart,
            cells: [w.label, w.orders, w.portions, formatPrice(w.salesCents)],
          }))}
        />
      </Figure>
      <Figure>
        <figcaption id="chart-dishes">{t('Sales per dish')}</figcaption>
        {dishData.length === 0 ? (
          <p>{t('No dish sold in this period.')}</p>
        ) : (
          <>
            <BarChart
              width={width}
              height={Math.max(120, dishData.length * 36 + 40)}
              data={dishData}
              layout="vertical"
              margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
              aria-labelledby="chart-dishes"
            >
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis
                type="number"
                tick={{ fontSize: 12 }}
                tickFormatter={(v: number) => wholeDollars(v, locale)}
              />
              <YAxis
                type="category"
                dataKey="dishName"
                width={narrow ? 96 : 160}
                tick={{ fontSize: 12 }}
              />
              <Tooltip formatter={(v) => formatPrice(Math.round(Number(v) * 100), locale)} />
              <Bar dataKey="sales" name={salesLabel} fill={theme.colors.primary} maxBarSize={28} />
            </BarChart>
            <ChartTable
              caption={t('Sales per dish')}
              columns={[t('Dish'), portionsLabel, salesLabel]}
              rows={dishData.map((d) => ({
                key: d.dishId,
                cells: [d.dishName, d.portions, formatPrice(d.salesCents)],
              }))}
            />
          </>
        )}
      </Figure>
    </div>
  );
}
