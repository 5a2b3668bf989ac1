import { useQuery } from '@tanstack/react-query';
import { ArrowRight, FolderOpen, MapPin, Quote, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { Service, SiteProfile } from '@contracts/content';
import { pickText } from '@contracts/localized';
import type { Testimonial } from '@contracts/testimonials';
import type { Language } from '@contracts/i18n';
import { formatMoney } from '@contracts/money';
import { Button } from '@web/components/ui/button';
import { CtaPanel, ErrorPanel, RingsOrnament, SectionHeading } from '@web/components/ui/content-blocks';
import { ContactDetails } from '@web/components/ui/content-contact';
import { ContactForm } from '../components/contact-form';
import { ContentImage, ContentImagePlaceholder } from '@web/components/ui/content-media';
import { ProjectCard, ProjectCardSkeleton } from '@web/components/ui/content-project-card';
import { ServiceCard, ServiceCardSkeleton } from '@web/components/ui/content-service-card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Container, Eyebrow, Section } from '@web/components/ui/layout';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { profileQuery, projectsQuery, servicesQuery, testimonialsQuery } from '@web/lib/content-queries';

const SELECTED_PROJECTS = 3;

/** Money in the UI language, with Mexican conventions for Spanish. */
function moneyLocale(lang: Language) {
  return lang === 'es' ? 'es-MX' : 'en-US';
}

function useErrorText() {
  const { t } = useI18n();
  return (error: unknown) =>
    error instanceof ApiError && error.status === 0 ? t('common.error.offline') : t('home.sectionError');
}

export default function HomeScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('home.meta.title'), t('home.meta.description'));
  const profile = useQuery(profileQuery());
  return (
    <>
      <Hero profile={profile.data} pending={profile.isPending} />
      <About profile={profile.data} pending={profile.isPending} />
      <Services />
      <SelectedWork />
      <Testimonials email={profile.data?.contactEmail} />
      <Section className="pt-0 sm:pt-0">
        <Container>
          <CtaPanel
            tone="inverted"
            eyebrow={t('home.diagnostic.eyebrow')}
            title={t('home.diagnostic.title')}
            description={t('home.diagnostic.description')}
            actions={
              <Button asChild variant="accent" size="lg">
                <Link to="/diagnostico-marca-profesional">
                  {t('home.diagnostic.action')}
                  <ArrowRight aria-hidden />
                </Link>
              </Button>
            }
            aside={
              <RingsOrnament className="hidden md:block">
                <Sparkles />
              </RingsOrnament>
            }
          />
        </Container>
      </Section>
      <Contact profile={profile.data} pending={profile.isPending} failed={profile.isError} />
    </>
  );
}

function Hero({ profile, pending }: { profile: SiteProfile | undefined; pending: boolean }) {
  const { lang, t } = useI18n();
  return (
    <Section className="pt-10 pb-16 sm:pt-16 sm:pb-24">
      <Container className="grid items-center gap-12 md:grid-cols-12 md:gap-10">
        <div className="space-y-6 md:col-span-7">
          {profile ? (
            <Eyebrow>
              {profile.name} <span aria-hidden>·</span> {t('home.hero.role')}
            </Eyebrow>
          ) : pending ? (
            <Skeleton className="h-4 w-56" />
          ) : (
            <Eyebrow>{t('home.hero.role')}</Eyebrow>
          )}
          <h1 className="font-display text-5xl leading-[1.02] tracking-tight text-balance sm:text-6xl lg:text-7xl">
            {t('home.hero.title')}
          </h1>
          {pending ? (
            <div className="space-y-2">
              <Skeleton className="h-5 w-full max-w-lg" />
              <Skeleton className="h-5 w-2/3 max-w-md" />
            </div>
          ) : (
            <p className="max-w-xl text-lg text-muted-foreground text-pretty sm:text-xl">
              {profile?.headline[lang] ?? t('home.hero.fallbackLead')}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3 pt-2">
            <Button asChild variant="accent" size="lg">
              <Link to="/calendar-booking">{t('home.hero.cta')}</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/projects">{t('home.hero.secondary')}</Link>
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">{t('home.hero.note')}</p>
        </div>
        <figure className="mx-auto w-full max-w-sm md:col-span-5 md:max-w-none">
          {profile?.portrait ? (
            <ContentImage
              src={profile.portrait.src}
              alt={profile.portrait.alt[lang]}
              srcset={profile.portrait.srcset}
              sizes="(min-width: 768px) 40vw, 100vw"
              ratio="aspect-[4/5]"
              width={800}
              height={1000}
              priority
              className="rounded-[2rem]"
            />
          ) : pending ? (
            <Skeleton className="aspect-[4/5] w-full rounded-[2rem]" />
          ) : (
            <ContentImagePlaceholder
              label={profile?.name ?? t('common.brand')}
              className="aspect-[4/5] rounded-[2rem]"
            />
          )}
          {profile ? (
            <figcaption className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
              <MapPin aria-hidden className="size-4 text-accent-strong" />
              {t('home.hero.portraitCaption', { location: profile.location })}
            </figcaption>
          ) : null}
        </figure>
      </Container>
    </Section>
  );
}

function About({ profile, pending }: { profile: SiteProfile | undefined; pending: boolean }) {
  const { lang, t, tList } = useI18n();
  return (
    <Section className="border-y border-border bg-muted/40">
      <Container className="grid gap-10 md:grid-cols-12">
        <div className="space-y-3 md:col-span-5">
          <Eyebrow>{t('home.about.eyebrow')}</Eyebrow>
          <h2 className="font-display text-3xl leading-tight tracking-tight text-balance sm:text-4xl">
            {t('home.about.title')}
          </h2>
        </div>
        <div className="space-y-8 md:col-span-7">
          {pending ? (
            <div className="space-y-3">
              <Skeleton className="h-5 w-full" />
              <Skeleton className="h-5 w-full" />
              <Skeleton className="h-5 w-3/4" />
            </div>
          ) : (
            <p className="text-xl leading-relaxed text-pretty">
              {profile?.shortBio[lang] ?? t('home.about.fallback')}
            </p>
          )}
          <div>
            <p className="sr-only">{t('home.about.disciplinesLabel')}</p>
            <ul className="flex flex-wrap gap-2">
              {tList('home.about.disciplines').map((item) => (
                <li
                  key={item}
                  className="rounded-full border border-border bg-background px-3.5 py-1.5 text-sm"
                >
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-wrap gap-x-6 gap-y-3">
            <Button asChild variant="link" className="h-auto px-0 text-base">
              <Link to="/biography">
                {t('home.about.link')}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild variant="link" className="h-auto px-0 text-base text-muted-foreground">
              <Link to="/cv">{t('home.about.cv')}</Link>
            </Button>
          </div>
        </div>
      </Container>
    </Section>
  );
}

function priceLabel(service: Service, lang: Language, free: string) {
  if (service.priceMinor === 0) return free;
  return formatMoney({ amountMinor: service.priceMinor, currency: service.currency }, moneyLocale(lang));
}

function Services() {
  const { lang, t } = useI18n();
  const errorText = useErrorText();
  const services = useQuery(servicesQuery());
  const list = [...(services.data ?? [])].sort((a, b) => a.order - b.order);
  return (
    <Section id="services" aria-labelledby="services-title" className="scroll-mt-16">
      <Container className="space-y-12">
        <SectionHeading
          id="services-title"
          eyebrow={t('home.services.eyebrow')}
          title={t('home.services.title')}
          lead={t('home.services.lead')}
        />
        {services.isPending ? (
          <div role="status" aria-label={t('home.services.loading')} className="grid gap-6 md:grid-cols-2">
            {[0, 1, 2, 3].map((i) => (
              <ServiceCardSkeleton key={i} />
            ))}
          </div>
        ) : services.isError ? (
          <ErrorPanel
            title={t('common.error.title')}
            description={errorText(services.error)}
            retryLabel={t('common.error.retry')}
            onRetry={() => void services.refetch()}
          />
        ) : list.length === 0 ? (
          <EmptyState
            icon={FolderOpen}
            title={t('home.services.emptyTitle')}
            description={t('home.services.emptyDescription')}
            action={
              <Button asChild size="sm">
                <Link to="/calendar-booking">{t('home.services.emptyAction')}</Link>
              </Button>
            }
          />
        ) : (
          <ul className="grid gap-6 md:grid-cols-2">
            {list.map((service) => {
              const free = service.priceMinor === 0;
              const name = service.name[lang];
              return (
                <li key={service.slug} className={free ? 'md:col-span-2' : undefined}>
                  <ServiceCard
                    name={name}
                    description={service.description[lang]}
                    includesLabel={t('home.services.includes')}
                    includes={service.includes[lang]}
                    wide={free}
                    featuredLabel={free ? t('home.services.featured') : undefined}
                    priceNote={free ? undefined : t('home.services.from')}
                    price={priceLabel(service, lang, t('home.services.free'))}
                    duration={t('home.services.duration', { minutes: service.durationMinutes })}
                    action={
                      <Button asChild variant={free ? 'accent' : 'default'}>
                        <Link
                          to={`/calendar-booking?service=${encodeURIComponent(service.slug)}`}
                          aria-label={t('home.services.bookService', { service: name })}
                        >
                          {t('home.services.book')}
                        </Link>
                      </Button>
                    }
                  />
                </li>
              );
            })}
          </ul>
        )}
      </Container>
    </Section>
  );
}

function SelectedWork() {
  const { lang, t } = useI18n();
  const errorText = useErrorText();
  const projects = useQuery(projectsQuery());
  const selected = [...(projects.data ?? [])].sort((a, b) => a.order - b.order).slice(0, SELECTED_PROJECTS);
  return (
    <Section aria-labelledby="work-title" className="pt-0 sm:pt-0">
      <Container className="space-y-12">
        <SectionHeading
          id="work-title"
          eyebrow={t('home.work.eyebrow')}
          title={t('home.work.title')}
          lead={t('home.work.lead')}
          action={
            <Button asChild variant="outline">
              <Link to="/projects">
                {t('home.work.all')}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          }
        />
        {projects.isPending ? (
          <div
            role="status"
            aria-label={t('home.work.loading')}
            className="grid gap-10 md:grid-cols-3 md:gap-8"
          >
            {[0, 1, 2].map((i) => (
              <ProjectCardSkeleton key={i} />
            ))}
          </div>
        ) : projects.isError ? (
          <ErrorPanel
            title={t('common.error.title')}
            description={errorText(projects.error)}
            retryLabel={t('common.error.retry')}
            onRetry={() => void projects.refetch()}
          />
        ) : selected.length === 0 ? (
          <EmptyState
            icon={FolderOpen}
            title={t('home.work.emptyTitle')}
            description={t('home.work.emptyDescription')}
          />
        ) : (
          <ul className="grid gap-12 md:grid-cols-3 md:gap-8">
            {selected.map((project) => (
              <li key={project.slug}>
                <ProjectCard
                  to={`/projects/${project.slug}`}
                  title={project.title[lang]}
                  summary={project.summary[lang]}
                  category={t(`projects.categories.${project.category}`)}
                  year={project.year}
                  tags={project.tags}
                  cover={
                    project.cover
                      ? { src: project.cover.src, alt: project.cover.alt[lang], srcset: project.cover.srcset }
                      : null
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </Section>
  );
}

function Testimonials({ email }: { email: string | undefined }) {
  const { t } = useI18n();
  const testimonials = useQuery(testimonialsQuery());
  const list = [...(testimonials.data ?? [])].sort((a, b) => a.order - b.order);
  const invite = email ? (
    <Button asChild variant="link" className="h-auto px-0 text-base">
      <a href={`mailto:${email}?subject=${encodeURIComponent(t('home.testimonials.mailSubject'))}`}>
        {t('home.testimonials.action')}
        <ArrowRight aria-hidden />
      </a>
    </Button>
  ) : null;
  const heading = (
    <h2 id="testimonials-title" className="font-display text-2xl leading-tight tracking-tight sm:text-3xl">
      {t('home.testimonials.title')}
    </h2>
  );

  if (testimonials.isPending)
    return (
      <Section aria-labelledby="testimonials-title" className="pt-0 sm:pt-0">
        <Container className="space-y-8">
          <div className="space-y-3">
            <Eyebrow>{t('home.testimonials.eyebrow')}</Eyebrow>
            {heading}
          </div>
          <div
            role="status"
            aria-label={t('home.testimonials.loading')}
            className="grid gap-6 md:grid-cols-2"
          >
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-48 w-full rounded-3xl" />
            ))}
          </div>
        </Container>
      </Section>
    );

  // None published yet (or they could not be loaded): the invitation to write one.
  if (list.length === 0)
    return (
      <Section aria-labelledby="testimonials-title" className="pt-0 sm:pt-0">
        <Container>
          <div className="grid gap-6 rounded-3xl border border-dashed border-border p-8 sm:p-12 md:grid-cols-[auto_1fr] md:gap-10">
            <Quote aria-hidden className="size-10 text-accent" />
            <div className="max-w-2xl space-y-3">
              <Eyebrow>{t('home.testimonials.eyebrow')}</Eyebrow>
              {heading}
              <p className="text-muted-foreground text-pretty">{t('home.testimonials.empty')}</p>
              {invite}
            </div>
          </div>
        </Container>
      </Section>
    );

  return (
    <Section aria-labelledby="testimonials-title" className="pt-0 sm:pt-0">
      <Container className="space-y-10">
        <div className="space-y-3">
          <Eyebrow>{t('home.testimonials.eyebrow')}</Eyebrow>
          {heading}
        </div>
        <ul className="grid gap-6 md:grid-cols-2">
          {list.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
        {invite}
      </Container>
    </Section>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { lang } = useI18n();
  const role = pickText(testimonial.authorRole, lang);
  return (
    <figure className="flex h-full flex-col gap-6 rounded-3xl border border-border bg-card p-8">
      <Quote aria-hidden className="size-8 text-accent" />
      <blockquote className="flex-1 text-lg leading-relaxed text-pretty">
        <p>{pickText(testimonial.quote, lang)}</p>
      </blockquote>
      <figcaption className="flex items-center gap-4">
        {testimonial.photo ? (
          <ContentImage
            src={testimonial.photo.src}
            alt={pickText(testimonial.photo.alt, lang)}
            srcset={testimonial.photo.srcset}
            sizes="48px"
            ratio="aspect-square"
            width={96}
            height={96}
            className="size-12 shrink-0 rounded-full"
          />
        ) : (
          <ContentImagePlaceholder
            label={testimonial.authorName}
            className="size-12 shrink-0 rounded-full text-xl"
          />
        )}
        <span className="text-sm">
          <span className="block font-medium">{testimonial.authorName}</span>
          {role ? <span className="block text-muted-foreground">{role}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}

function Contact(props: { profile: SiteProfile | undefined; pending: boolean; failed: boolean }) {
  const { t } = useI18n();
  const { profile } = props;
  return (
    <Section
      id="contact"
      aria-labelledby="contact-title"
      className="scroll-mt-16 border-t border-border pb-0 sm:pb-0"
    >
      <Container className="grid gap-12 md:grid-cols-12">
        <div className="space-y-8 md:col-span-7">
          <SectionHeading
            id="contact-title"
            eyebrow={t('home.contact.eyebrow')}
            title={t('home.contact.title')}
            lead={t('home.contact.lead')}
          />
          <ContactForm />
        </div>
        <div className="space-y-8 md:col-span-5 md:pt-10">
          {profile ? (
            <ContactDetails
              email={profile.contactEmail}
              location={profile.location}
              socialLinks={profile.socialLinks}
              labels={{
                email: t('home.contact.emailLabel'),
                location: t('home.contact.locationLabel'),
                social: t('home.contact.socialLabel'),
                opensInNewTab: t('home.contact.opensInNewTab'),
              }}
            />
          ) : props.pending ? (
            <div className="space-y-4">
              <Skeleton className="h-8 w-3/4" />
              <Skeleton className="h-6 w-1/2" />
              <Skeleton className="h-6 w-2/3" />
            </div>
          ) : props.failed ? (
            <p className="rounded-2xl bg-muted p-6 text-muted-foreground">{t('home.contact.unavailable')}</p>
          ) : null}
          <Button asChild variant="accent" size="lg">
            <Link to="/calendar-booking">{t('home.contact.book')}</Link>
          </Button>
        </div>
      </Container>
    </Section>
  );
}
