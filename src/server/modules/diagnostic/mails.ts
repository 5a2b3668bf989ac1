import type { DiagnosticDefinition, ScoreSummary } from '@contracts/diagnostic';
import { renderMail } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/outbox';
import { intlLocale } from '@contracts/language';

export interface ResultMailInput {
  lang: 'es' | 'en';
  name: string;
  email: string;
  summary: ScoreSummary;
  definition: DiagnosticDefinition;
  /** The private link to the full results (token in the fragment): opens them on any device. */
  resultsUrl: string;
  siteName?: string;
}

const copy = {
  es: {
    subject: (site: string) => `Tus resultados del diagnóstico de marca personal · ${site}`,
    preheader: (overall: number, level: string) => `Obtuviste ${overall} de 100: nivel ${level}.`,
    heading: (name: string) => `${name}, aquí están tus resultados`,
    score: (overall: number, level: string) => `Tu puntuación general es ${overall} de 100, nivel ${level}.`,
    weakest: (areas: string) => `Las tres áreas con más oportunidad para ti: ${areas}.`,
    next: 'En la página de resultados verás el detalle de las seis dimensiones y recomendaciones concretas. Si quieres ponerlas en práctica, agenda una consulta inicial gratuita.',
    action: 'Ver mis resultados',
    privacy:
      'Tus resultados son privados: solo se abren con este enlace personal, en cualquier dispositivo; no lo reenvíes. Desde esa página puedes compartirlos con un enlace público (sin tus datos personales, salvo tu nombre si elegiste mostrarlo) y dejar de compartirlos con un clic. Si tienes una cuenta con este correo, también los verás en tu panel.',
  },
  en: {
    subject: (site: string) => `Your personal brand diagnostic results · ${site}`,
    preheader: (overall: number, level: string) => `You scored ${overall} out of 100: ${level}.`,
    heading: (name: string) => `${name}, here are your results`,
    score: (overall: number, level: string) => `Your overall score is ${overall} out of 100, level ${level}.`,
    weakest: (areas: string) => `Your three areas with the most room to grow: ${areas}.`,
    next: 'The results page shows all six dimensions in detail, with concrete recommendations. If you want help putting them into practice, book a free initial consultation.',
    action: 'See my results',
    privacy:
      'Your results are private: only this personal link opens them, on any device; do not forward it. From that page you can share them with a public link (without your personal details, except your name if you chose to show it) and stop sharing with one click. If you have an account with this e-mail, you will also see them on your dashboard.',
  },
} as const;

/** The results e-mail, in the visitor's language: score, level, weakest three areas, the private results link. */
export function resultMail(input: ResultMailInput): MailMessage {
  const site = input.siteName ?? 'Estudio';
  const words = copy[input.lang];
  const level = input.definition.levels.find((l) => l.id === input.summary.level)?.name[input.lang] ?? '';
  const names = input.summary.weakest.map(
    (id) => input.definition.dimensions.find((d) => d.id === id)?.name[input.lang] ?? id,
  );
  const areas = new Intl.ListFormat(intlLocale(input.lang), { type: 'conjunction' }).format(names);
  const { html, text } = renderMail({
    lang: input.lang,
    siteName: site,
    preheader: words.preheader(input.summary.overall, level),
    heading: words.heading(input.name),
    paragraphs: [words.score(input.summary.overall, level), words.weakest(areas), words.next],
    action: { label: words.action, url: input.resultsUrl },
    footnote: words.privacy,
  });
  return { to: input.email, subject: words.subject(site), html, text, lang: input.lang };
}

const resumeCopy = {
  es: {
    subject: (site: string) => `Continúa tu diagnóstico de marca personal · ${site}`,
    preheader: 'Tus respuestas te esperan: sigue donde lo dejaste, en cualquier dispositivo.',
    heading: 'Sigue donde lo dejaste',
    body: 'Guardamos tus respuestas. Abre este enlace en el dispositivo que prefieras para terminar el diagnóstico; tus respuestas estarán ahí.',
    action: 'Continuar el diagnóstico',
    footnote: 'Si no pediste este enlace, ignora este correo: nadie más puede ver tus respuestas sin él.',
  },
  en: {
    subject: (site: string) => `Continue your personal brand diagnostic · ${site}`,
    preheader: 'Your answers are waiting: pick up where you left off, on any device.',
    heading: 'Pick up where you left off',
    body: 'We saved your answers. Open this link on whichever device you like to finish the diagnostic; your answers will be there.',
    action: 'Continue the diagnostic',
    footnote: 'If you did not ask for this link, ignore this e-mail: nobody can see your answers without it.',
  },
} as const;

/** The "continue later" e-mail: a link whose fragment carries the draft token (fragments never reach servers or logs). */
export function resumeMail(input: {
  lang: 'es' | 'en';
  email: string;
  resumeUrl: string;
  siteName?: string;
}): MailMessage {
  const site = input.siteName ?? 'Estudio';
  const words = resumeCopy[input.lang];
  const { html, text } = renderMail({
    lang: input.lang,
    siteName: site,
    preheader: words.preheader,
    heading: words.heading,
    paragraphs: [words.body],
    action: { label: words.action, url: input.resumeUrl },
    footnote: words.footnote,
  });
  return { to: input.email, subject: words.subject(site), html, text, lang: input.lang };
}
