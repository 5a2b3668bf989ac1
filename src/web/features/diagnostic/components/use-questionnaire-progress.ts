import type { Questionnaire } from '@contracts/diagnostic';
import { useEffect, useState } from 'react';
import { saveDraft } from '../api/diagnostic';
import type { Account } from './contact-step';
import { EMAIL } from './email';
import { isAnswered } from './question-field';
import { useResumeFromLink } from './resume-link';
import { loadProgress, saveProgress, type StoredProgress } from './storage';

const emptyProgress: StoredProgress = {
  answers: {},
  step: 0,
  name: '',
  email: '',
  company: '',
  role: '',
  consent: false,
  showName: false,
};

export type DraftState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The questionnaire's answers and contact details as they are being filled in: kept on this device at every
 * change, kept as a server draft once an e-mail is known (debounced), filled in from a "continue later" link,
 * and following the signed-in account's name and e-mail.
 */
export function useQuestionnaireProgress(questionnaire: Questionnaire, account: Account | null) {
  const { version, steps } = questionnaire;
  const [progress, setProgress] = useState<StoredProgress>(() => ({
    ...emptyProgress,
    ...loadProgress(version),
  }));
  const [draftState, setDraftState] = useState<DraftState>('idle');

  // Signed in: the profile's e-mail (and name, when it has one) are the ones used, drafts included.
  const accountName = account?.name ?? '';
  const accountEmail = account?.email ?? '';
  useEffect(() => {
    if (!accountEmail) return;
    setProgress((p) =>
      p.email === accountEmail && (!accountName || p.name === accountName)
        ? p
        : { ...p, email: accountEmail, name: accountName || p.name },
    );
  }, [accountEmail, accountName]);

  // Autosave every change on this device.
  useEffect(() => saveProgress(version, progress), [version, progress]);

  // Once an e-mail is given, keep a server draft too (debounced).
  const { answers, email, draftToken } = progress;
  useEffect(() => {
    if (!EMAIL.test(email.trim())) return;
    const timer = setTimeout(() => {
      setDraftState('saving');
      saveDraft({ version, answers, email: email.trim(), draftToken })
        .then((saved) => {
          setDraftState('saved');
          if (saved.draftToken !== draftToken) setProgress((p) => ({ ...p, draftToken: saved.draftToken }));
        })
        .catch(() => setDraftState('failed'));
    }, 800);
    return () => clearTimeout(timer);
  }, [version, answers, email, draftToken]);

  // Arriving through a "continue later" link: the server draft fills in, and the first unanswered step opens.
  const resume = useResumeFromLink(version, (draft, token) => {
    const restored = { ...progress.answers, ...draft.answers };
    const firstOpen = steps.findIndex((s) => s.questionIds.some((id) => !isAnswered(restored[id])));
    setProgress((p) => ({
      ...p,
      answers: { ...p.answers, ...draft.answers },
      email: draft.email,
      draftToken: token,
      step: firstOpen === -1 ? steps.length : firstOpen,
    }));
  });

  const update = (patch: Partial<StoredProgress>) => setProgress((p) => ({ ...p, ...patch }));
  return { progress, setProgress, update, draftState, resume };
}
