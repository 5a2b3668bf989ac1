import type { AnswerValue, Questionnaire } from '@contracts/diagnostic';
import { Checkbox } from '@web/components/ui/form-checkbox';
import { FieldError } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { useI18n, type MessageKey } from '@web/lib/i18n';

type Question = Questionnaire['questions'][number];

const answerErrorCodes = [
  'missing',
  'unknown_question',
  'wrong_type',
  'out_of_range',
  'unknown_option',
  'exclusive_option',
  'duplicate_option',
  'empty',
] as const;

const errorKey = (code: string) =>
  `diagnostic.questionnaire.errors.${(answerErrorCodes as readonly string[]).includes(code) ? code : 'invalid'}` as MessageKey;

/** Whether a question has an answer (a choice made, a list not empty). */
export function isAnswered(value: AnswerValue | undefined) {
  if (value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  return value !== '';
}

/** One question of the diagnostic: a likert scale, one choice or several (an exclusive option clears the rest). */
export function QuestionField(props: {
  question: Question;
  value: AnswerValue | undefined;
  errors: string[] | undefined;
  onChange: (value: AnswerValue) => void;
}) {
  const { t, lang } = useI18n();
  const { question, value } = props;
  const fieldId = `field-answers-${question.id}`;
  const errorId = `${fieldId}-error`;
  const name = `q-${question.id}`;
  const invalid = props.errors && props.errors.length > 0;
  const selected = Array.isArray(value) ? value : [];

  function toggle(optionId: string, exclusive: boolean | undefined, checked: boolean) {
    if (!checked) return props.onChange(selected.filter((id) => id !== optionId));
    if (exclusive) return props.onChange([optionId]);
    const exclusiveIds = question.options.filter((o) => o.exclusive).map((o) => o.id);
    props.onChange([...selected.filter((id) => !exclusiveIds.includes(id)), optionId]);
  }

  return (
    <fieldset
      id={fieldId}
      tabIndex={-1}
      data-testid="question"
      data-kind={question.kind}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={invalid ? errorId : undefined}
      className="space-y-3 outline-none"
    >
      <legend className="font-medium text-pretty">{question.prompt[lang]}</legend>
      {question.help ? <p className="text-sm text-muted-foreground">{question.help[lang]}</p> : null}
      {question.kind === 'multiple' ? (
        <p className="text-sm text-muted-foreground">{t('diagnostic.questionnaire.multipleHint')}</p>
      ) : null}
      {question.kind === 'likert' ? (
        <div className="grid grid-cols-5 gap-2">
          {question.options.map((option) => {
            const numeric = Number(option.id);
            const checked = value === numeric;
            return (
              <label
                key={option.id}
                className={cn(
                  'flex cursor-pointer flex-col items-center gap-1 rounded-xl border border-border p-2 text-center text-xs has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  checked && 'border-accent bg-accent/10',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={option.id}
                  checked={checked}
                  onChange={() => props.onChange(numeric)}
                  className="accent-accent"
                />
                <span className="text-base font-semibold tabular-nums">{option.id}</span>
                <span className="text-muted-foreground">{option.label[lang]}</span>
              </label>
            );
          })}
        </div>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {question.options.map((option) => {
            const checked = question.kind === 'single' ? value === option.id : selected.includes(option.id);
            return (
              <label
                key={option.id}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-xl border border-border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  checked && 'border-accent bg-accent/10',
                )}
              >
                {question.kind === 'single' ? (
                  <input
                    type="radio"
                    name={name}
                    value={option.id}
                    checked={checked}
                    onChange={() => props.onChange(option.id)}
                    className="mt-0.5 accent-accent"
                  />
                ) : (
                  <Checkbox
                    name={name}
                    value={option.id}
                    checked={checked}
                    onChange={(e) => toggle(option.id, option.exclusive, e.currentTarget.checked)}
                    className="mt-0.5"
                  />
                )}
                <span>{option.label[lang]}</span>
              </label>
            );
          })}
        </div>
      )}
      {invalid ? (
        <FieldError id={errorId}>{props.errors!.map((code) => t(errorKey(code))).join(' ')}</FieldError>
      ) : null}
    </fieldset>
  );
}
