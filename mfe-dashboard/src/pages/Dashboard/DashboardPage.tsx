import styled from 'styled-components';
import { PageHeader, Tab, TabList, TabPanel, Tabs } from '@tracker/ui-kit';
import { SummaryTab } from '../../features/dashboard/components/SummaryTab';
import { LazyTab } from './lazyTabs';

// One column that may shrink below its content's widest line: a chart drawn at a wider size never widens the page.
const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
  /* The three tabs keep one line on a phone (Year to Date wrapped alone at 390 px). */
  @media (max-width: 479px) {
    [role='tab'] {
      padding-left: ${({ theme }) => theme.space(2.5)};
      padding-right: ${({ theme }) => theme.space(2.5)};
    }
  }
`;

export const DASHBOARD_TABS = [
  { value: 'summary', label: 'Summary' },
  { value: 'compare', label: 'Compare Months' },
  { value: 'ytd', label: 'Year to Date' },
] as const;

/** product.md › Screens and routes › Dashboard: title, subtitle and the three tabs (Summary first and selected). */
export function DashboardPage() {
  return (
    <Page data-testid="dashboard-page">
      <PageHeader title="Financial Dashboard" subtitle="AI-powered insights for your financial health" />
      <Tabs defaultValue="summary">
        <TabList label="Dashboard views">
          {DASHBOARD_TABS.map((tab) => (
            <Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="summary">
          <SummaryTab />
        </TabPanel>
        <TabPanel value="compare">
          <LazyTab name="compare" />
        </TabPanel>
        <TabPanel value="ytd">
          <LazyTab name="ytd" />
        </TabPanel>
      </Tabs>
    </Page>
  );
}
