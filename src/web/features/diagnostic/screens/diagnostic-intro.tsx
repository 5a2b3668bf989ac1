import { ArrowRight, FileText, Lock, Scale, ShieldCheck, Target, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Container, Eyebrow, PageHeader, Section } from '@web/components/ui/layout';
import { cn } from '@web/lib/cn';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { HydrateLater } from '@web/lib/later-hydration';
import {
  dimensionDescription,
  dimensionIcons,
  dimensionIds,
  dimensionName,
  levelIds,
  levelName,
} from '../components/dimensions';
import { RadarArt } from '../components/radar-art';

const QUESTIONNAIRE = '/diagnostico-cuestionario';

const facts = ['time', 'questions', 'dimensions', 'cost'] as const;
const steps = ['answer', 'score', 'act'] as const;
const privacyItems: { id: 'what' | 'why' | 'sharing' | 'rights'; icon: LucideIcon }[] = [
  { id: 'what', icon: FileText },
  { id: 'why', icon: Target },
  { id: 'sharing', icon: Lock },
  { id: 'rights', icon: Scale },
];
const levelBar = ['bg-accent/25', 'bg-accent/50', 'bg-accent/75', 'bg-accent'];

function Hero() {
  const { t } = useI18n();
  return (
    <Section className="pt-10 pb-16 sm:pt-16">
      <Container className="grid items-center gap-12 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,0.85fr)] lg:gap-16">
        <div>
          <PageHeader
            eyebrow={t('diagnostic.intro.eyebrow')}
            title={t('diagnostic.intro.title')}
            lead={t('diagnostic.intro.lead')}
          />
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <Button asChild size="lg">
              <Link to={QUESTIONNAIRE}>
                {t('diagnostic.intro.start')}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="ghost">
              <a href="#how">{t('diagnostic.intro.howLink')}</a>
            </Button>
          </div>
          <dl
            aria-label={t('diagnostic.intro.facts.label')}
            className="mt-12 grid grid-cols-2 gap-x-6 gap-y-6 border-t border-border pt-8 sm:grid-cols-4"
          >
            {facts.map((fact) => (
              <div key={fact} className="flex flex-col-reverse gap-1">
                <dt className="text-sm text-muted-foreground">
                  {t(`diagnostic.intro.facts.${fact}` as MessageKey)}
                </dt>
                <dd className="font-display text-4xl tracking-tight">
                  {t(`diagnostic.intro.facts.${fact}Value` as MessageKey)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <figure className="rounded-[2rem] bg-muted/60 p-6 sm:p-8">
          <RadarArt label={t('diagnostic.intro.chartLabel')} className="mx-auto w-full max-w-sm" />
          <figcaption>
            <ol className="mt-4 grid grid-cols-1 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-2">
              {dimensionIds.map((id, i) => (
                <li key={id} className="flex gap-2">
                  <span className="font-semibold tabular-nums text-accent-strong">
                    {String(i + 1).padStart(2, '0')}
                  </span>
                  <span className="text-muted-foreground">{t(dimensionName(id))}</span>
                </li>
              ))}
            </ol>
          </figcaption>
        </figure>
      </Container>
    </Section>
  );
}

function Measures() {
  const { t } = useI18n();
  return (
    <Section id="measures" aria-labelledby="measures-heading" className="border-t border-border">
      <Container>
        <div className="max-w-2xl space-y-3">
          <Eyebrow>{t('diagnostic.intro.measures.eyebrow')}</Eyebrow>
          <h2 id="measures-heading" className="font-display text-3xl tracking-tight text-balance sm:text-4xl">
            {t('diagnostic.intro.measures.heading')}
          </h2>
          <p className="text-lg text-muted-foreground">{t('diagnostic.intro.measures.lead')}</p>
        </div>
        <ul className="mt-12 grid gap-px overflow-hidden rounded-3xl border border-border bg-border sm:grid-cols-2 lg:grid-cols-3">
          {dimensionIds.map((id, i) => {
            const Icon = dimensionIcons[id];
            return (
              <li key={id} className="flex flex-col gap-4 bg-card p-6 sm:p-8">
                <div className="flex items-center justify-between">
                  <span className="flex size-11 items-center justify-center rounded-full bg-accent/10 text-accent-strong">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <span aria-hidden className="font-display text-2xl text-muted-foreground tabular-nums">
                    {String(i + 1).padStart(2, '0')}
                  </span>
                </div>
                <h3 className="font-display text-xl leading-snug">{t(dimensionName(id))}</h3>
                <p className="text-sm text-muted-foreground">{t(dimensionDescription(id))}</p>
              </li>
            );
          })}
        </ul>
      </Container>
    </Section>
  );
}

function HowItWorks() {
  const { t } = useI18n();
  return (
    <Section id="how" aria-labelledby="how-heading" className="scroll-mt-16 bg-muted/40">
      <Container>
        <div className="max-w-2xl space-y-3">
          <Eyebrow>{t('diagnostic.intro.how.eyebrow')}</Eyebrow>
          <h2 id="how-heading" className="font-display text-3xl tracking-tight text-balance sm:text-4xl">
            {t('diagnostic.intro.how.heading')}
          </h2>
        </div>
        <ol className="mt-12 grid gap-10 md:grid-cols-3 md:gap-8">
          {steps.map((step, i) => (
            <li key={step} className="space-y-3 border-t border-foreground/15 pt-6">
              <span aria-hidden className="font-display text-5xl text-accent">
                {i + 1}
              </span>
              <h3 className="font-display text-xl">
                {t(`diagnostic.intro.how.steps.${step}.title` as MessageKey)}
              </h3>
              <p className="text-sm text-muted-foreground">
                {t(`diagnostic.intro.how.steps.${step}.description` as MessageKey)}
              </p>
            </li>
          ))}
        </ol>
        <div className="mt-14 space-y-4">
          <h3 className="text-sm font-semibold">{t('diagnostic.intro.how.levelsHeading')}</h3>
          <ol className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {levelIds.map((level, i) => (
              <li key={level} className="space-y-2">
                <span aria-hidden className={cn('block h-1.5 rounded-full', levelBar[i])} />
                <span className="text-sm">{t(levelName(level))}</span>
              </li>
            ))}
          </ol>
        </div>
      </Container>
    </Section>
  );
}

function Privacy() {
  const { t } = useI18n();
  return (
    <Section aria-labelledby="privacy-heading">
      <Container className="grid gap-12 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:gap-16">
        <div className="space-y-4">
          <Eyebrow>{t('diagnostic.intro.privacy.eyebrow')}</Eyebrow>
          <h2 id="privacy-heading" className="font-display text-3xl tracking-tight text-balance sm:text-4xl">
            {t('diagnostic.intro.privacy.heading')}
          </h2>
          <p className="text-muted-foreground">{t('diagnostic.intro.privacy.lead')}</p>
          <p className="flex gap-3 rounded-2xl bg-muted/60 p-4 text-sm">
            <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-strong" />
            {t('diagnostic.intro.privacy.note')}
          </p>
        </div>
        <dl className="grid gap-8 sm:grid-cols-2">
          {privacyItems.map(({ id, icon: Icon }) => (
            <div key={id} className="space-y-2">
              <dt className="flex items-center gap-2.5 font-medium">
                <Icon aria-hidden className="size-4 text-accent-strong" />
                {t(`diagnostic.intro.privacy.items.${id}.title` as MessageKey)}
              </dt>
              <dd className="text-sm text-muted-foreground">
                {t(`diagnostic.intro.privacy.items.${id}.description` as MessageKey)}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </Section>
  );
}

function FinalCall() {
  const { t } = useI18n();
  return (
    <Container>
      <div className="flex flex-col items-start gap-6 rounded-[2rem] bg-primary p-8 text-primary-foreground sm:p-12 md:flex-row md:items-center md:justify-between">
        <div className="space-y-2">
          <h2 className="font-display text-3xl tracking-tight text-balance">
            {t('diagnostic.intro.cta.heading')}
          </h2>
          <p className="text-primary-foreground/75">{t('diagnostic.intro.cta.lead')}</p>
        </div>
        <Button asChild size="lg" variant="secondary">
          <Link to={QUESTIONNAIRE}>
            {t('diagnostic.intro.cta.start')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </Container>
  );
}

export default function DiagnosticIntroScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('diagnostic.intro.meta.title'), t('diagnostic.intro.meta.description'));
  return (
    <>
      <Hero />
      {/* Below the first screen: hydrated after the page, a part per task (lib/later-hydration). */}
      <HydrateLater>
        <Measures />
      </HydrateLater>
      <HydrateLater>
        <HowItWorks />
      </HydrateLater>
      <HydrateLater>
        <Privacy />
      </HydrateLater>
      <HydrateLater>
        <FinalCall />
      </HydrateLater>
    </>
  );
}
