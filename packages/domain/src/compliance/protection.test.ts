import { describe, expect, it } from 'vitest';
import {
  APPROPRIATENESS_CHECK,
  ecspWarningThreshold,
  fcaRestrictedLimit,
  KNOWLEDGE_TEST,
  lossCapacityOf,
  netWorthOf,
  quizQuestions,
  scoreQuiz,
} from './protection';

const figures = { ecspWarnMinimum: 1_000_00, ecspWarnPercentBps: 500 };

describe('ECSP arithmetic', () => {
  it('counts net worth as income plus liquid assets less commitments, never below zero', () => {
    expect(netWorthOf({ yearlyIncome: 40_000_00, liquidAssets: 20_000_00, yearlyCommitments: 10_000_00 })).toBe(50_000_00);
    expect(netWorthOf({ yearlyIncome: 0, liquidAssets: 0, yearlyCommitments: 5_00 })).toBe(0);
  });

  it('bears a loss of 10 % of net worth, rounded down', () => {
    expect(lossCapacityOf(50_000_00, 1000)).toBe(5_000_00);
    expect(lossCapacityOf(9, 1000)).toBe(0);
  });

  it('warns above the greater of €1,000 and 5 % of net worth', () => {
    expect(ecspWarningThreshold(10_000_00, figures)).toBe(1_000_00);
    expect(ecspWarningThreshold(20_000_00, figures)).toBe(1_000_00);
    expect(ecspWarningThreshold(20_000_20, figures)).toBe(1_000_01);
    expect(ecspWarningThreshold(100_000_00, figures)).toBe(5_000_00);
  });
});

describe('FCA arithmetic', () => {
  it('limits a restricted investor to 10 % of net assets', () => {
    expect(fcaRestrictedLimit(85_000_00, 1000)).toBe(8_500_00);
  });
});

describe('quizzes', () => {
  it('passes only with every answer right and names the wrong ones', () => {
    const right = Object.fromEntries(KNOWLEDGE_TEST.map((q) => [q.id, q.answer]));
    expect(scoreQuiz(KNOWLEDGE_TEST, right)).toEqual({ passed: true, wrong: [] });
    expect(scoreQuiz(KNOWLEDGE_TEST, { ...right, loss: 'guaranteed' })).toEqual({ passed: false, wrong: ['loss'] });
    expect(scoreQuiz(APPROPRIATENESS_CHECK, {}).wrong).toHaveLength(APPROPRIATENESS_CHECK.length);
  });

  it('never sends the answers to the browser', () => {
    expect(JSON.stringify(quizQuestions(KNOWLEDGE_TEST))).not.toContain('answer');
  });
});
