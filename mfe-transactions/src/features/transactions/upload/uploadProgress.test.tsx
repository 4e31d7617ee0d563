import { stageText, timeRemainingText, uploadTimeline } from './uploadProgress';

const file = { name: 'statement.csv', size: 2.5 * 1024 * 1024 };

describe('upload progress texts (product.md › Behaviour)', () => {
  it('has a status text per stage, the processing one with the size in MB', () => {
    expect(stageText('uploading', file)).toBe('Uploading statement.csv...');
    expect(stageText('processing', file)).toBe('Processing statement.csv (2.50 MB)...');
    expect(stageText('categorizing', file)).toBe('AI categorizing transactions...');
    expect(stageText('finalizing', file)).toBe('Finalizing import...');
    expect(stageText('complete', file)).toBe('Upload complete!');
  });

  it('schedules processing before categorizing and estimates more time for bigger files', () => {
    const small = uploadTimeline(10_000);
    const big = uploadTimeline(50 * 1024 * 1024);
    expect(small.processingAtMs).toBeLessThan(small.categorizingAtMs);
    expect(small.categorizingAtMs).toBeLessThan(small.totalMs);
    expect(big.totalMs).toBeGreaterThan(small.totalMs);
  });

  it('counts the time remaining down in seconds, then minutes', () => {
    expect(timeRemainingText(0, 12_000)).toBe('About 12 seconds remaining');
    expect(timeRemainingText(11_500, 12_000)).toBe('Almost done...');
    expect(timeRemainingText(0, 150_000)).toBe('About 3 minutes remaining');
    expect(timeRemainingText(0, 60_000)).toBe('About 1 minute remaining');
  });
});
