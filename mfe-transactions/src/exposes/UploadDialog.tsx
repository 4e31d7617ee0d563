/** The Upload Transactions dialog, for the dashboard: `<UploadDialog open onOpenChange />`. */
export { UploadDialog as default, type UploadDialogProps } from '../features/transactions/upload/UploadDialog';
