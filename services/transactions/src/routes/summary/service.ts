import type { DashboardSummary, DashboardSummaryQuery } from '@tracker/contracts';
import type { Figures } from '../../figures/figures';

/** The dashboard's metric cards over every live transaction of a period, as the figures module counts them. */
export class SummaryService {
  constructor(private readonly figures: Figures) {}

  summary(userId: string, query: DashboardSummaryQuery = {}): Promise<DashboardSummary> {
    return this.figures.cards(userId, query);
  }
}
