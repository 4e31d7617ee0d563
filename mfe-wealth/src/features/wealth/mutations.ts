/**
 * One mutation hook per write (its refresh and its message beside it): each refreshes what it changed and reports failure with the
 * spec's message (product.md › Messages and errors › Assets).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadFile, request, saveBlob, serverMessageOr, upload, urlOf } from '@tracker/api-client';
import {
  ASSET_UPLOAD_RELOAD_DELAY_MS,
  WEALTH_SAMPLE_FILE_NAME,
  type AssetRequestInput,
  type AssetType,
} from '@tracker/contracts';
import { useNotify } from '@tracker/shell-sdk';
import { syncNotice } from './syncNotice';
import { wealthQueryKeys as queryKeys } from '@tracker/area-reads/wealth';

function useRefreshAssets() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.assets }),
      queryClient.invalidateQueries({ queryKey: queryKeys.netWorthHistory }),
    ]);
}

export function useCreateAsset() {
  const notify = useNotify();
  const refresh = useRefreshAssets();
  return useMutation({
    mutationFn: (body: AssetRequestInput) => request('createAsset', { body }),
    onSuccess: (asset) => notify.success('Asset Added', `${asset.name} was added to your portfolio`),
    onError: () => notify.error('Failed to add asset'),
    onSettled: refresh,
  });
}

export function useUpdateAsset() {
  const notify = useNotify();
  const refresh = useRefreshAssets();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AssetRequestInput }) =>
      request('updateAsset', { params: { id }, body }),
    onError: () => notify.error('Failed to update asset'),
    onSettled: refresh,
  });
}

export function useDeleteAsset() {
  const notify = useNotify();
  const refresh = useRefreshAssets();
  return useMutation({
    mutationFn: (id: string) => request('deleteAsset', { params: { id } }),
    onError: (error) =>
      notify.error(
        /session expired/i.test(error instanceof Error ? error.message : '')
          ? 'Session expired. Please log in again.'
          : 'Failed to delete asset. Please try again.',
      ),
    onSettled: refresh,
  });
}

/** POST /api/assets/sync-prices. `announce`: a Sync Prices click says what it did; the automatic first sync is quiet. */
export function useSyncPrices() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const refresh = useRefreshAssets();
  return useMutation({
    mutationFn: (_options: { announce: boolean }) => request('syncPrices', { body: {} }),
    onSuccess: (result, { announce }) => {
      if (!announce) return;
      const notice = syncNotice(result);
      notify.notice(notice.title, notice.description, notice.variant);
    },
    onError: () => notify.error('Failed to sync prices'),
    onSettled: () => Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: queryKeys.prices })]),
  });
}

/**
 * POST /api/assets/upload; the page reloads 1 s after a success (product.md › Behaviour). An answer listing rows that
 * need a type saved nothing: the page asks for their types and sends the file again with them (`types`).
 */
export function useUploadAssets(reload: () => void = () => window.location.reload()) {
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ file, types, currency }: { file: File; types?: Record<number, AssetType>; currency?: string }) => {
      const form = new FormData();
      form.append('file', file);
      if (types) form.append('types', JSON.stringify(types));
      // The currency of rows whose file does not say one (the home currency).
      if (currency) form.append('currency', currency);
      return upload('uploadAssets', form);
    },
    onSuccess: (result) => {
      if (result.needsType && result.needsType.length > 0) return;
      const refused = result.errorRows
        ? `; ${result.errorRows} row${result.errorRows === 1 ? '' : 's'} could not be read`
        : '';
      notify.success(
        'Upload Complete!',
        `Imported ${result.successfulRows} asset${result.successfulRows === 1 ? '' : 's'}${refused}`,
      );
      setTimeout(reload, ASSET_UPLOAD_RELOAD_DELAY_MS);
    },
    onError: (error) => notify.error(serverMessageOr(error, 'Failed to upload assets')),
  });
}

export function useDownloadSample() {
  const notify = useNotify();
  return useMutation({
    mutationFn: async () => {
      const file = await downloadFile(urlOf('downloadWealthSample'));
      saveBlob(file.blob, WEALTH_SAMPLE_FILE_NAME);
    },
    onError: () => notify.error('Failed to download sample file'),
  });
}
