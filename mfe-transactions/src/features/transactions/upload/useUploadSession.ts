import { useCallback, useEffect, useRef, useState } from 'react';
import { upload, UploadCancelledError } from '@tracker/api-client';
import {
  checkTransactionFile,
  INVALID_FILE_TITLE,
  NO_FILES_SELECTED_MESSAGE,
  NO_FILES_SELECTED_TITLE,
  UPLOAD_PROGRESS_STEPS,
  type StatementLayout,
  type UploadResult,
  type UploadStage,
} from '@tracker/contracts';
import { useNotify } from '@tracker/shell-sdk';
import { useRefresh } from '../mutations';
import { REFRESH_AFTER } from '../queryKeys';
import { attemptLabel, canRetry, classifyUploadError, type ClassifiedUploadError } from './uploadErrors';
import { uploadTimeline } from './uploadProgress';
import { sumResults, uploadOutcome } from './uploadOutcome';

export type UploadPhase = 'idle' | 'pending' | 'success' | 'failed';

export interface PendingFile {
  file: File;
  /** 0-based position in this run, and the run's length ('File 1 of 2'). */
  index: number;
  total: number;
  percent: number;
  stage: UploadStage;
  startedAt: number;
  /** Expected duration, for the time-remaining estimate. */
  totalMs: number;
}

export interface FileResult {
  fileName: string;
  result: UploadResult;
}

export interface UploadSessionState {
  phase: UploadPhase;
  /** Files still to send: all of them before the upload, the failed one and those after it after a failure. */
  files: File[];
  results: FileResult[];
  current: PendingFile | null;
  error: ClassifiedUploadError | null;
  retries: number;
}

const INITIAL: UploadSessionState = { phase: 'idle', files: [], results: [], current: null, error: null, retries: 0 };

const stepPercent = (stage: UploadStage): number => UPLOAD_PROGRESS_STEPS.find((s) => s.stage === stage)?.percent ?? 0;
const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

export interface UploadSettings {
  accountId: string;
  autoCategorise: boolean;
  /** The layout the user saw (and perhaps corrected) in the file's preview; remembered by the server. */
  layoutFor?: (file: File) => StatementLayout | undefined;
  /** The statement's currency as the user answered it (asked when neither the file nor the account says it). */
  currency?: string;
}

/**
 * The upload dialog's state machine (product.md › Behaviour): idle → pending (5, 15, 60, 90, 100) → success, or failed
 * with a toast and, for timeouts, connection failures and 5xx, up to 3 retries. Files go one after another and the run
 * stops at the first failure; a retry resumes from the file that failed. `reset` aborts and forgets everything.
 */
export function useUploadSession() {
  const [state, setState] = useState<UploadSessionState>(INITIAL);
  const notify = useNotify();
  const refresh = useRefresh();
  const running = useRef<AbortController | null>(null);

  const reset = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState(INITIAL);
  }, []);

  useEffect(() => () => running.current?.abort(), []);

  const addFiles = (incoming: Iterable<File>) => {
    const accepted: File[] = [];
    for (const file of incoming) {
      const problem = checkTransactionFile(file);
      // A file under the size floor may be a one-row statement: the server reads it and says if it is empty.
      if (problem && problem.problem !== 'SMALL_FILE') notify.error(problem.message, INVALID_FILE_TITLE);
      else accepted.push(file);
    }
    if (accepted.length === 0) return;
    setState((s) => ({
      ...s,
      files: [...s.files, ...accepted.filter((file) => !s.files.some((known) => sameFile(known, file)))],
    }));
  };

  const removeFile = (index: number) => setState((s) => ({ ...s, files: s.files.filter((_, i) => i !== index) }));

  async function sendFile(
    file: File,
    index: number,
    total: number,
    settings: UploadSettings,
    controller: AbortController,
  ) {
    const timeline = uploadTimeline(file.size);
    setState((s) => ({
      ...s,
      current: {
        file,
        index,
        total,
        percent: stepPercent('uploading'),
        stage: 'uploading',
        startedAt: Date.now(),
        totalMs: timeline.totalMs,
      },
    }));
    // Progress only moves forward: the simulated stages never undo what the request itself reported.
    const advance = (stage: UploadStage) =>
      setState((s) => {
        const percent = stepPercent(stage);
        if (running.current !== controller || !s.current || s.current.file !== file || percent <= s.current.percent)
          return s;
        return { ...s, current: { ...s.current, percent, stage } };
      });
    const timers = [
      setTimeout(() => advance('processing'), timeline.processingAtMs),
      setTimeout(() => advance('categorizing'), timeline.categorizingAtMs),
    ];
    const form = new FormData();
    form.append('file', file);
    if (settings.accountId) form.append('accountId', settings.accountId);
    form.append('autoCategorise', String(settings.autoCategorise));
    if (settings.currency) form.append('currency', settings.currency);
    const layout = settings.layoutFor?.(file);
    if (layout) form.append('layout', JSON.stringify(layout));
    try {
      return await upload('uploadTransactions', form, {
        signal: controller.signal,
        onProgress: ({ stage }) => advance(stage),
      });
    } finally {
      timers.forEach(clearTimeout);
    }
  }

  async function run(queue: readonly File[], settings: UploadSettings) {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const isCurrent = () => running.current === controller;
    setState((s) => ({ ...s, phase: 'pending', error: null }));
    const finished: UploadResult[] = [];
    for (const [index, file] of queue.entries()) {
      try {
        const result = await sendFile(file, index, queue.length, settings, controller);
        if (!isCurrent()) return;
        finished.push(result);
        setState((s) => ({
          ...s,
          files: s.files.filter((f) => f !== file),
          results: [...s.results, { fileName: file.name, result }],
        }));
        const outcome = uploadOutcome(result);
        if (outcome.tone === 'success') notify.success(outcome.title, outcome.description);
        else if (outcome.tone === 'destructive') notify.error(outcome.description, outcome.title);
        else notify.info(outcome.title, outcome.description);
        void refresh(REFRESH_AFTER.upload);
      } catch (error) {
        if (!isCurrent() || error instanceof UploadCancelledError) return;
        const classified = classifyUploadError(error);
        running.current = null;
        setState((s) => ({ ...s, phase: 'failed', current: null, error: classified }));
        notify.error(classified.description, classified.title);
        return;
      }
    }
    if (!isCurrent()) return;
    running.current = null;
    setState((s) => ({ ...s, phase: 'success', current: null }));
    if (queue.length > 1) {
      // The run's toast tells what the files came to together, as the summary does.
      const outcome = uploadOutcome(sumResults(finished));
      if (outcome.kind === 'success') notify.success('Upload Complete!', `Successfully uploaded ${queue.length} files`);
      else notify.info(outcome.title, `${queue.length} files: ${outcome.description}`);
    }
  }

  const start = (settings: UploadSettings) => {
    if (state.phase === 'pending') return;
    if (state.files.length === 0) {
      notify.error(NO_FILES_SELECTED_MESSAGE, NO_FILES_SELECTED_TITLE);
      return;
    }
    void run(state.files, settings);
  };

  const retry = (settings: UploadSettings) => {
    if (state.phase !== 'failed' || !canRetry(state.error, state.retries) || state.files.length === 0) return;
    notify.info('Retrying Upload', attemptLabel(state.retries));
    setState((s) => ({ ...s, retries: s.retries + 1 }));
    void run(state.files, settings);
  };

  return { state, addFiles, removeFile, start, retry, reset };
}
