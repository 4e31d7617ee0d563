import { MAX_TEMPERATURE, fitTemperature, softmax } from './calibration';

describe('temperature calibration', () => {
  it('softens overconfident scores', () => {
    const scores = Float64Array.from([0, -20]);
    expect(softmax(scores, 1)[0]).toBeGreaterThan(0.999);
    expect(softmax(scores, 10)[0]).toBeCloseTo(0.881, 3);
    expect(softmax(Float64Array.from([0, -Infinity]), 1)).toEqual([1, 0]);
  });

  it('fits the temperature to what the held-out rows show', () => {
    // Half the held-out rows are right with the same margin: the fitted temperature makes it a coin toss.
    const coinToss = [
      { scores: Float64Array.from([0, -20]), gold: 0 },
      { scores: Float64Array.from([0, -20]), gold: 1 },
    ];
    expect(fitTemperature(coinToss)).toBeGreaterThan(MAX_TEMPERATURE - 0.1);
    // Always right: as sharp as allowed.
    expect(fitTemperature([{ scores: Float64Array.from([0, -20]), gold: 0 }])).toBeLessThan(1.1);
    // Right four times in five with a margin of 20: p = 0.8 is reached at 20 / ln 4 ≈ 14.4.
    const mostly = [0, 0, 0, 0, 1].map((gold) => ({ scores: Float64Array.from([0, -20]), gold }));
    expect(fitTemperature(mostly)).toBeCloseTo(20 / Math.log(4), 1);
  });
});
