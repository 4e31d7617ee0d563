import { useCallback, useState, type ComponentType } from 'react';
import { useToast } from '@tracker/shell-sdk';
import { loadExposedComponent, MANUAL_ADD_DIALOG_ID, UPLOAD_DIALOG_ID, type DialogProps } from '../federatedDialogs';

export type DialogName = 'upload' | 'manual';

const IDS: Record<DialogName, string> = { upload: UPLOAD_DIALOG_ID, manual: MANUAL_ADD_DIALOG_ID };
const LABELS: Record<DialogName, string> = { upload: 'Upload Transactions', manual: 'Add Transactions Manually' };

export type DialogLoader = (id: string) => Promise<ComponentType<DialogProps>>;

/**
 * The Upload Transactions and Add Transactions Manually dialogs of the transactions area, loaded at run time the
 * first time each is opened (never bundled here). Their own mutations refresh what product.md › API calls lists after
 * an upload or a manual add; the metric cards follow (useSummaryFollowsTransactions).
 */
export function useTransactionDialogs(load: DialogLoader = loadExposedComponent) {
  const { toast } = useToast();
  const [components, setComponents] = useState<Partial<Record<DialogName, ComponentType<DialogProps>>>>({});
  const [open, setOpen] = useState<DialogName | null>(null);
  const [loading, setLoading] = useState<DialogName | null>(null);

  const openDialog = useCallback(
    async (name: DialogName) => {
      if (!components[name]) {
        setLoading(name);
        try {
          const component = await load(IDS[name]);
          setComponents((current) => ({ ...current, [name]: component }));
        } catch {
          toast({
            title: 'Error',
            description: `The ${LABELS[name]} dialog could not be opened. Please try again.`,
            variant: 'destructive',
          });
          return;
        } finally {
          setLoading(null);
        }
      }
      setOpen(name);
    },
    [components, load, toast],
  );

  const Upload = components.upload;
  const Manual = components.manual;
  const dialogs = (
    <>
      {Upload ? <Upload open={open === 'upload'} onOpenChange={(next) => setOpen(next ? 'upload' : null)} /> : null}
      {Manual ? <Manual open={open === 'manual'} onOpenChange={(next) => setOpen(next ? 'manual' : null)} /> : null}
    </>
  );
  return { openDialog, loading, dialogs };
}
