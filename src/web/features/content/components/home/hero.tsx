import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { SiteProfile } from '@contracts/content';
import { Button } from '@web/components/ui/button';
import { ContentImage, ContentImagePlaceholder } from '@web/components/ui/content-media';
import { Container, Eyebrow, Section } from '@web/components/ui/layout';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';

export function Hero({ profile, pending }: { profile: SiteProfile | undefined; pending: boolean }) {
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
