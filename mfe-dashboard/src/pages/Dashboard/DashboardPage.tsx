import styled from 'styled-components';
import { PageHeader, Tab, TabList, TabPanel, Tabs } from '@tracker/ui-kit';
import { ComingSoon } from '../../features/dashboard/components/ComingSoon';
import { SummaryTab } from '../../features/dashboard/components/SummaryTab';

// One column that may shrink below its content's widest line: a chart drawn at a wider size never widens the page.
const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
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
          <ComingSoon message="Month-to-month comparison features coming soon." />
        </TabPanel>
        <TabPanel value="ytd">
          <ComingSoon message="Year-to-date analytics and insights coming soon." />
        </TabPanel>
      </Tabs>
    </Page>
  );
}
