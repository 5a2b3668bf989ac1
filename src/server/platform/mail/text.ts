/** What a mail says; the layout decides how it looks (layout.tsx) and reads as plain text (here). */
export interface MailContent {
  lang: 'es' | 'en';
  /** The grey line mail clients show after the subject in the inbox. */
  preheader?: string;
  heading: string;
  paragraphs: string[];
  /** The one button; its link is also written out for clients that hide buttons. */
  action?: { label: string; url: string };
  /** A one-time code, shown big. */
  code?: string;
  footnote?: string;
  siteName?: string;
}

/** The plain-text part: the same words, with the link written out in full on a line of its own. */
export function mailText(
  content: MailContent,
  siteName: string,
  strings: { code: string; footer: string },
): string {
  const blocks = [siteName, content.heading, ...content.paragraphs];
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  if (content.code) blocks.push(`${strings.code}: ${content.code}`);
  if (content.footnote) blocks.push(content.footnote);
  blocks.push(`--\n${siteName} · ${strings.footer}`);
  return `${blocks.join('\n\n')}\n`;
}
