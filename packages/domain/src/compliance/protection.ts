import { divide } from '../money';

/**
 * EU ECSP (Regulation 2020/1503, Art. 21) and UK FCA (PS22/10) rules that are pure arithmetic or
 * scoring; the API applies them with the operator's figures. Amounts are minor units of the
 * regime's currency (ECSP EUR, FCA GBP); percentages basis points.
 */
export const ECSP_CURRENCY = 'EUR';
export const FCA_CURRENCY = 'GBP';

/** A loss simulation counts for a year (Art. 21(5): reviewed every 12 months). */
export const LOSS_SIMULATION_VALID_DAYS = 365;

const bpsOf = (minor: number, bps: number): number => Number(divide(BigInt(Math.max(minor, 0)) * BigInt(bps), 10_000n, 'down'));

/** Art. 21(4)(b): net worth from yearly income, liquid assets and yearly commitments (never below zero). */
export const netWorthOf = (input: { yearlyIncome: number; liquidAssets: number; yearlyCommitments: number }): number =>
  Math.max(input.yearlyIncome + input.liquidAssets - input.yearlyCommitments, 0);

/** The ability to bear loss: a share (10 %) of net worth, rounded down. */
export const lossCapacityOf = (netWorth: number, bps: number): number => bpsOf(netWorth, bps);

/** Art. 21(7): one investment above the greater of €1,000 and 5 % of net worth needs a warning and its acknowledgement. */
export const ecspWarningThreshold = (netWorth: number, figures: { ecspWarnMinimum: number; ecspWarnPercentBps: number }): number =>
  Math.max(figures.ecspWarnMinimum, bpsOf(netWorth, figures.ecspWarnPercentBps));

/** PS22/10: a restricted investor invests at most 10 % of net assets in 12 months. */
export const fcaRestrictedLimit = (netAssets: number, bps: number): number => bpsOf(netAssets, bps);

/** A multiple-choice check: each question's options, the right one kept here (never sent to the browser). */
export type Quiz = readonly { id: string; options: readonly string[]; answer: string }[];

/** The ECSP entry knowledge test (Art. 21(2)): basic knowledge of the risks of crowdfunding investments. */
export const KNOWLEDGE_TEST: Quiz = [
  { id: 'loss', options: ['guaranteed', 'loseAll', 'depositScheme'], answer: 'loseAll' },
  { id: 'liquidity', options: ['sellAnytime', 'noMarket'], answer: 'noMarket' },
  { id: 'protection', options: ['covered', 'notCovered'], answer: 'notCovered' },
  { id: 'diversify', options: ['oneProject', 'spread'], answer: 'spread' },
  { id: 'dilution', options: ['smallerShare', 'buyBack'], answer: 'smallerShare' },
];

/** The FCA appropriateness check (COBS 10.2): the investor understands the product and its risks. */
export const APPROPRIATENESS_CHECK: Quiz = [
  { id: 'loss', options: ['loseAll', 'capitalProtected'], answer: 'loseAll' },
  { id: 'fscs', options: ['fscsCovers', 'fscsNot'], answer: 'fscsNot' },
  { id: 'returns', options: ['guaranteedDividends', 'rareDividends'], answer: 'rareDividends' },
  { id: 'exit', options: ['longWait', 'instantSale'], answer: 'longWait' },
];

/** Every question must be answered right: the rules are about understanding, not a pass mark. */
export function scoreQuiz(quiz: Quiz, answers: Record<string, string>): { passed: boolean; wrong: string[] } {
  const wrong = quiz.filter((q) => answers[q.id] !== q.answer).map((q) => q.id);
  return { passed: wrong.length === 0, wrong };
}

/** What the browser may see of a quiz: the questions and options, not the answers. */
export const quizQuestions = (quiz: Quiz) => quiz.map(({ id, options }) => ({ id, options: [...options] }));
