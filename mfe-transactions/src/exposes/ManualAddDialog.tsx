/** The Add Transactions Manually dialog, for the dashboard: `<ManualAddDialog open onOpenChange />`. */
export { ManualAddDialog as default, type ManualAddDialogProps } from '../features/transactions/manual/ManualAddDialog';
