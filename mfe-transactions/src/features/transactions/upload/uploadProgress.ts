/**
 * What the pending upload dialog says (product.md › Behaviour): a status text per stage and a time-remaining estimate.
 */
import { fileSizeMb, type UploadStage } from '@tracker/contracts';

export function stageText(stage: UploadStage, file: { name: string; size: number }): string {
  switch (stage) {
    case 'uploading':
      return `Uploading ${file.name}...`;
    case 'processing':
      return `Processing ${file.name} (${fileSizeMb(file.size)} MB)...`;
    case 'categorizing':
      return 'AI categorizing transactions...';
    case 'finalizing':
      return 'Finalizing import...';
    case 'complete':
      return 'Upload complete!';
  }
}

const MB = 1024 * 1024;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * When the dialog moves to 'processing' and then 'AI categorizing' while the single request is in flight, and
 * how long the whole file should take. Sized for the import's speed (≥ 10,000 rows/s, ≈ 20,000 rows per MB).
 */
export function uploadTimeline(sizeBytes: number): {
  processingAtMs: number;
  categorizingAtMs: number;
  totalMs: number;
} {
  const mb = sizeBytes / MB;
  const sendMs = clamp(mb * 250, 300, 30_000);
  const parseMs = clamp(mb * 1000, 600, 120_000);
  const categoriseMs = clamp(mb * 1000, 600, 120_000);
  return { processingAtMs: sendMs, categorizingAtMs: sendMs + parseMs, totalMs: sendMs + parseMs + categoriseMs };
}

/** 'About 12 seconds remaining', 'About 2 minutes remaining', 'Almost done...'. */
export function timeRemainingText(elapsedMs: number, totalMs: number): string {
  const seconds = Math.ceil((totalMs - elapsedMs) / 1000);
  if (seconds <= 1) return 'Almost done...';
  if (seconds < 60) return `About ${seconds} seconds remaining`;
  const minutes = Math.ceil(seconds / 60);
  return `About ${minutes} minute${minutes === 1 ? '' : 's'} remaining`;
}
