// A project's page body (hero, story, gallery, call to action): the public project page shows it, and the owner's
// editor previews it. Kept out of the screen's module so the screen stays a chunk of its own the server can preload.
import { ArrowLeft, ArrowRight, ArrowUpRight, BedDouble } from 'lucide-react';
import { Link } from 'react-router';
import type { Project } from '@contracts/content';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { CtaPanel, Prose } from '@web/components/ui/content-blocks';
import { ContentGallery } from '@web/components/ui/content-lightbox';
import { HydrateLater } from '@web/lib/later-hydration';
import { ContentImage } from '@web/components/ui/content-media';
import { Container, Eyebrow, Section } from '@web/components/ui/layout';
import { useI18n, type MessageKey } from '@web/lib/i18n';

const RENTAL_PATH = '/airbnb';

const storySections: { key: 'challenge' | 'solution' | 'results'; label: MessageKey }[] = [
  { key: 'challenge', label: 'projects.detail.challenge' },
  { key: 'solution', label: 'projects.detail.solution' },
  { key: 'results', label: 'projects.detail.results' },
];

/** A project's case study as the public page shows it (also the admin's preview, drafts included). */
export function ProjectView({ project }: { project: Project }) {
  const { lang, t } = useI18n();
  const title = project.title[lang];
  const hasRentalLink = project.links.some((link) => link.url === RENTAL_PATH);
  const otherLinks = project.links.filter((link) => link.url !== RENTAL_PATH);
  return (
    <article>
      <Container className="space-y-10 pt-8 sm:pt-12">
        <BackLink />
        <header className="max-w-3xl space-y-5">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
            <Link
              to={`/projects?category=${project.category}`}
              className="font-semibold tracking-[0.14em] text-accent-strong uppercase hover:underline"
            >
              {t(`projects.categories.${project.category}`)}
            </Link>
            <span aria-hidden>·</span>
            <span>
              <span className="sr-only">{t('projects.detail.year')}: </span>
              {project.year}
            </span>
          </p>
          <h1 className="font-display text-5xl leading-[1.02] tracking-tight text-balance sm:text-6xl">
            {title}
          </h1>
          <p className="text-lg text-muted-foreground text-pretty sm:text-xl">{project.summary[lang]}</p>
          {project.tags.length > 0 ? (
            <ul aria-label={t('projects.detail.tags')} className="flex flex-wrap gap-1.5">
              {project.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="outline">{tag}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </header>
      </Container>

      {project.cover ? (
        <Container className="mt-10 sm:mt-14">
          <ContentImage
            src={project.cover.src}
            alt={project.cover.alt[lang]}
            srcset={project.cover.srcset}
            ratio="aspect-[4/3] md:aspect-[16/9]"
            priority
            className="rounded-3xl"
          />
        </Container>
      ) : null}

      {/* Below the first screen: hydrated after the page, a part per task (lib/later-hydration). */}
      <HydrateLater>
        <Section className="pb-0 sm:pb-0">
          <Container className="space-y-14 sm:space-y-20">
            {storySections.map(({ key, label }, index) => (
              <section
                key={key}
                aria-labelledby={`story-${key}`}
                className="grid gap-4 md:grid-cols-12 md:gap-10"
              >
                <div className="md:col-span-4">
                  <Eyebrow aria-hidden>{String(index + 1).padStart(2, '0')}</Eyebrow>
                  <h2 id={`story-${key}`} className="mt-2 font-display text-3xl tracking-tight">
                    {t(label)}
                  </h2>
                </div>
                <Prose
                  text={project[key][lang]}
                  className={
                    key === 'results'
                      ? 'border-l-2 border-accent pl-6 font-display text-xl leading-relaxed sm:text-2xl md:col-span-8'
                      : 'text-lg leading-relaxed text-foreground/90 md:col-span-8'
                  }
                />
              </section>
            ))}
          </Container>
        </Section>
      </HydrateLater>

      <HydrateLater>
        {project.gallery.length > 0 ? (
          <Section aria-labelledby="gallery-title" className="pb-0 sm:pb-0">
            <Container className="space-y-8">
              <h2 id="gallery-title" className="font-display text-3xl tracking-tight">
                {t('projects.detail.gallery')}
              </h2>
              <ContentGallery
                images={project.gallery.map((image) => ({
                  src: image.src,
                  alt: image.alt[lang],
                  srcset: image.srcset,
                }))}
                labels={{
                  open: (index, total) => t('projects.lightbox.open', { index, total }),
                  close: t('projects.lightbox.close'),
                  previous: t('projects.lightbox.previous'),
                  next: t('projects.lightbox.next'),
                  counter: (index, total) => t('projects.lightbox.counter', { index, total }),
                }}
              />
            </Container>
          </Section>
        ) : null}
      </HydrateLater>

      <HydrateLater>
        {hasRentalLink || otherLinks.length > 0 ? (
          <Section aria-labelledby="links-title" className="pb-0 sm:pb-0">
            <Container className="space-y-6">
              <h2 id="links-title" className="font-display text-3xl tracking-tight">
                {t('projects.detail.links')}
              </h2>
              {hasRentalLink ? (
                <div className="flex flex-col gap-4 rounded-3xl bg-accent/12 p-6 ring-1 ring-accent/25 ring-inset sm:flex-row sm:items-center sm:justify-between sm:p-8">
                  <p className="flex items-start gap-3 text-pretty">
                    <BedDouble aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-strong" />
                    {t('projects.detail.rentalNote')}
                  </p>
                  <Button asChild variant="accent" className="self-start sm:self-auto">
                    <Link to={RENTAL_PATH}>
                      {t('projects.detail.rentalAction')}
                      <ArrowRight aria-hidden />
                    </Link>
                  </Button>
                </div>
              ) : null}
              {otherLinks.length > 0 ? (
                <ul className="flex flex-wrap gap-3">
                  {otherLinks.map((link) => (
                    <li key={link.url}>
                      <Button asChild variant="outline">
                        {link.url.startsWith('/') ? (
                          <Link to={link.url}>{link.label[lang]}</Link>
                        ) : (
                          <a href={link.url} target="_blank" rel="noopener noreferrer">
                            {link.label[lang]}
                            <ArrowUpRight aria-hidden />
                            <span className="sr-only">{t('projects.detail.opensInNewTab')}</span>
                          </a>
                        )}
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </Container>
          </Section>
        ) : null}
      </HydrateLater>

      <HydrateLater>
        <Section className="pb-0 sm:pb-0">
          <Container className="space-y-10">
            <CtaPanel
              tone="inverted"
              title={t('projects.detail.nextTitle')}
              description={t('projects.detail.nextDescription')}
              actions={
                <>
                  <Button asChild variant="accent" size="lg">
                    <Link to="/calendar-booking">{t('projects.detail.nextBook')}</Link>
                  </Button>
                  <Button
                    asChild
                    variant="outline"
                    size="lg"
                    className="border-primary-foreground/30 hover:bg-primary-foreground/10"
                  >
                    <Link to="/diagnostico-marca-profesional">{t('projects.detail.nextDiagnostic')}</Link>
                  </Button>
                </>
              }
            />
            <BackLink />
          </Container>
        </Section>
      </HydrateLater>
    </article>
  );
}

/** Back to the projects list. */
export function BackLink() {
  const { t } = useI18n();
  return (
    <Link
      to="/projects"
      className="inline-flex items-center gap-2 rounded-full text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {t('projects.detail.back')}
    </Link>
  );
}
