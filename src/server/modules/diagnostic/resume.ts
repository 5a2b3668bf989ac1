import type { ResumeLinkInput } from '@contracts/diagnostic';
import type { Db } from '../../platform/db/client';
import { enqueueMail } from '../../platform/mail/outbox';
import { resumeMail } from './mails';
import { getDraft } from './service';
import { hashToken } from '../../platform/secrets';

const RESEND_WINDOW_MS = 10 * 60 * 1000;

/**
 * "Continue later": mails the draft's owner a link that opens the questionnaire with the draft loaded. Only
 * whoever holds the draft token (the browser that saved it) can ask, and the mail goes to the draft's own
 * address, so it cannot be used to mail strangers. One mail per draft per 10 minutes (dedupe key).
 */
export async function sendResumeLink(
  deps: { db: Db; siteUrl: URL; siteName?: string },
  input: Required<ResumeLinkInput>,
  now = new Date(),
): Promise<void> {
  const draft = await getDraft(deps.db, input.email, input.version, input.draftToken);
  const url = new URL('/diagnostico-cuestionario', deps.siteUrl);
  // In the fragment: the browser reads it, servers and their logs never see it.
  url.hash = new URLSearchParams({ resume: input.draftToken, email: draft.email }).toString();
  const bucket = Math.floor(now.getTime() / RESEND_WINDOW_MS);
  await enqueueMail(
    deps.db,
    resumeMail({ lang: input.language, email: draft.email, resumeUrl: url.href, siteName: deps.siteName }),
    `diagnostic.resume:${hashToken(input.draftToken)}:${bucket}`,
  );
}
