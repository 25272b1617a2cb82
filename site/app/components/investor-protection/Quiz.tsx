import { StepForm } from './StepForm';
import { useTranslation } from 'react-i18next';
import type { QuizKind, QuizQuestion, StepResult } from '~/lib/investor-protection/investor-protection.server';

type Props = { kind: QuizKind; questions: QuizQuestion[]; result: StepResult | undefined };

const TEXTS: Record<QuizKind, string> = { knowledgeTest: 'knowledgeQuestions', appropriateness: 'appropriatenessQuestions' };

/** A multiple-choice check as radio groups: the wrong answers flagged after a try, then try again. */
export function Quiz({ kind, questions, result }: Props) {
  const { t } = useTranslation();
  const mine = result?.intent === kind ? result : undefined;
  const wrong = new Set(mine?.wrong ?? []);
  const base = `investorProtection.${TEXTS[kind]}`;
  return (
    <StepForm intent={kind} testId={`quiz-${kind}`} result={result} submit={t(`investorProtection.${kind}.submit`)}>
      <p className="text-sm text-slate-700">{t(`investorProtection.${kind}.intro`)}</p>
      {mine && mine.passed === false ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {t(`investorProtection.${kind}.wrong`)}
        </p>
      ) : null}
      {questions.map((question) => {
        const isWrong = wrong.has(question.id);
        const errorId = `${kind}-${question.id}-error`;
        return (
          <fieldset
            key={question.id}
            className={`rounded-md border p-3 ${isWrong ? 'border-red-400' : 'border-slate-200'}`}
            aria-describedby={isWrong ? errorId : undefined}
            data-testid={`question-${question.id}`}
            data-wrong={isWrong ? 'true' : undefined}
          >
            <legend className="px-1 font-medium">{t(`${base}.${question.id}.q`)}</legend>
            {isWrong ? (
              <p id={errorId} className="text-sm font-semibold text-red-700">
                {t(`investorProtection.${kind}.wrongMark`)}
              </p>
            ) : null}
            {question.options.map((option) => (
              <label key={option} className="mt-1 flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`answer.${question.id}`}
                  value={option}
                  required
                  defaultChecked={mine?.answers?.[question.id] === option}
                />
                {t(`${base}.${question.id}.${option}`)}
              </label>
            ))}
          </fieldset>
        );
      })}
    </StepForm>
  );
}
