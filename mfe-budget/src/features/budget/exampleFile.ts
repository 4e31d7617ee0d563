import { saveBlob } from '@tracker/api-client';
import { budgetTemplateCsv, budgetTemplateFileName, type BudgetMonth } from '@tracker/contracts';

/** Download Example Budget: budget_template_{month}_{year}.csv, built in the browser; Upload Budget reads it back. */
export function downloadExampleBudget({ month, year }: BudgetMonth): void {
  saveBlob(new Blob([budgetTemplateCsv()], { type: 'text/csv;charset=utf-8' }), budgetTemplateFileName(month, year));
}
