/** One line of a daily chart. Colours are Chakra's semantic tokens, so they follow light and dark mode. */
export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  /** A dash pattern, so that the lines differ without colour too. */
  dash?: string;
}

export interface ChartPoint {
  date: string;
  values: Record<string, number>;
}

export const VISITS_SERIES: ChartSeries = { key: 'visits', label: 'Visits', color: 'var(--chakra-colors-blue-fg)' };
export const PAGE_VIEWS_SERIES: ChartSeries = {
  key: 'pageViews',
  label: 'Page views',
  color: 'var(--chakra-colors-purple-fg)',
  dash: '6 3',
};
export const PHONE_CLICKS_SERIES: ChartSeries = {
  key: 'phoneClicks',
  label: 'Phone clicks',
  color: 'var(--chakra-colors-orange-fg)',
  dash: '2 3',
};
