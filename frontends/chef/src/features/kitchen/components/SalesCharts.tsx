import { useLocale, useT } from '@hearth/i18n';
import { formatPrice } from '@hearth/ui';
import { useEffect, useRef, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import styled, { useTheme } from 'styled-components';
import { formatWeek } from '../utils/format';
import { KitchenTable, Scroll } from './PrepSheetView';
import '../translations';

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
        <details>
          <summary>{t('Show as a table')}</summary>
          <Scroll>
            <KitchenTable>
              <caption>{t('Orders and portions per week')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('Week of')}</th>
                  <th scope="col" className="num">
                    {ordersLabel}
                  </th>
                  <th scope="col" className="num">
                    {portionsLabel}
                  </th>
                  <th scope="col" className="num">
                    {salesLabel}
                  </th>
                </tr>
              </thead>
              <tbody>
                {weekData.map((w) => (
                  <tr key={w.weekStart}>
                    <th scope="row">{w.label}</th>
                    <td className="num">{w.orders}</td>
                    <td className="num">{w.portions}</td>
                    <td className="num">{formatPrice(w.salesCents)}</td>
                  </tr>
                ))}
              </tbody>
            </KitchenTable>
          </Scroll>
        </details>
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
              <XAxis type="number" tick={{ fontSize: 12 }} tickFormatter={(v: number) => `$${v}`} />
              <YAxis
                type="category"
                dataKey="dishName"
                width={narrow ? 96 : 160}
                tick={{ fontSize: 12 }}
              />
              <Tooltip formatter={(v) => `$${Number(v).toFixed(2)}`} />
              <Bar dataKey="sales" name={salesLabel} fill={theme.colors.primary} maxBarSize={28} />
            </BarChart>
            <details>
              <summary>{t('Show as a table')}</summary>
              <Scroll>
                <KitchenTable>
                  <caption>{t('Sales per dish')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('Dish')}</th>
                      <th scope="col" className="num">
                        {portionsLabel}
                      </th>
                      <th scope="col" className="num">
                        {salesLabel}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {dishData.map((d) => (
                      <tr key={d.dishId}>
                        <th scope="row">{d.dishName}</th>
                        <td className="num">{d.portions}</td>
                        <td className="num">{formatPrice(d.salesCents)}</td>
                      </tr>
                    ))}
                  </tbody>
                </KitchenTable>
              </Scroll>
            </details>
          </>
        )}
      </Figure>
    </div>
  );
}
