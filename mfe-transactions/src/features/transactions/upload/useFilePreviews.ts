import { useCallback, useEffect, useRef, useState } from 'react';
import { upload } from '@tracker/api-client';
import type { StatementLayout, UploadPreview } from '@tracker/contracts';
import { classifyUploadError } from './uploadErrors';

export interface FilePreview {
  status: 'loading' | 'ready' | 'failed';
  preview: UploadPreview | null;
  /** The layout the file will be imported with (the detected one until the user changes it). */
  layout: StatementLayout | null;
  /** The user changed the layout. */
  changed: boolean;
  /** The user checked the rows (needed when detection was unsure). */
  confirmed: boolean;
  /** Why the preview (or the last change) could not be read. */
  error: string | null;
}

export const fileKey = (file: File): string => `${file.name}\u0000${file.size}\u0000${file.lastModified}`;

/** Whether the file may be uploaded now: its preview is read, and whatever detection doubted was checked. */
export function isSettled(preview: FilePreview | undefined): boolean {
  if (!preview || preview.status === 'loading') return false;
  if (preview.status === 'failed' || !preview.preview) return true;
  return preview.preview.doubts.length === 0 || preview.confirmed || preview.changed;
}

async function fetchPreview(file: File, layout: StatementLayout | null, signal: AbortSignal): Promise<UploadPreview> {
  const form = new FormData();
  form.append('file', file);
  if (layout) form.append('layout', JSON.stringify(layout));
  return upload('previewUpload', form, { signal });
}

/**
 * The preview of each selected file (POST /api/transactions/upload-preview): read once when the file is added, and
 * again under the user's layout when they change a column's role, the date order, the number format or the sign.
 */
export function useFilePreviews(files: readonly File[]) {
  const [previews, setPreviews] = useState<ReadonlyMap<string, FilePreview>>(new Map());
  const controllers = useRef(new Map<string, AbortController>());

  const load = useCallback((file: File, layout: StatementLayout | null) => {
    const key = fileKey(file);
    controllers.current.get(key)?.abort();
    const controller = new AbortController();
    controllers.current.set(key, controller);
    fetchPreview(file, layout, controller.signal).then(
      (preview) => {
        if (controller.signal.aborted) return;
        setPreviews((map) => {
          const before = map.get(key);
          const next = new Map(map);
          next.set(key, {
            status: 'ready',
            preview,
            layout: preview.layout,
            changed: before?.changed ?? false,
            confirmed: before?.confirmed ?? false,
            error: null,
          });
          return next;
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = classifyUploadError(error).description;
        setPreviews((map) => {
          const before = map.get(key);
          const next = new Map(map);
          // A refused change keeps the last good preview beside its message.
          next.set(
            key,
            before?.preview
              ? { ...before, status: 'ready', error: message }
              : { status: 'failed', preview: null, layout: null, changed: false, confirmed: false, error: message },
          );
          return next;
        });
      },
    );
  }, []);

  useEffect(() => {
    const keys = new Set(files.map(fileKey));
    for (const file of files) {
      const key = fileKey(file);
      if (!controllers.current.has(key)) {
        setPreviews((map) =>
          new Map(map).set(key, {
            status: 'loading',
            preview: null,
            layout: null,
            changed: false,
            confirmed: false,
            error: null,
          }),
        );
        load(file, null);
      }
    }
    for (const [key, controller] of controllers.current) {
      if (keys.has(key)) continue;
      controller.abort();
      controllers.current.delete(key);
      setPreviews((map) => {
        const next = new Map(map);
        next.delete(key);
        return next;
      });
    }
  }, [files, load]);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const change = useCallback(
    (file: File, layout: StatementLayout) => {
      const key = fileKey(file);
      setPreviews((map) => {
        const before = map.get(key);
        if (!before) return map;
        return new Map(map).set(key, { ...before, layout, changed: true, error: null });
      });
      load(file, layout);
    },
    [load],
  );

  const confirm = useCallback((file: File, confirmed: boolean) => {
    const key = fileKey(file);
    setPreviews((map) => {
      const before = map.get(key);
      return before ? new Map(map).set(key, { ...before, confirmed }) : map;
    });
  }, []);

  const reset = useCallback(() => {
    for (const controller of controllers.current.values()) controller.abort();
    controllers.current.clear();
    setPreviews(new Map());
  }, []);

  return { previews, change, confirm, reset };
}
