import {
  ArrowRight,
  BedDouble,
  Check,
  CookingPot,
  Lock,
  MapPin,
  Sofa,
  Trees,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Container, Eyebrow, PageHeader, Section } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n, type MessageKey } from '@web/lib/i18n';

const PAYMENT_PAGE = '/lamansion-pago';

const facts = ['whole', 'stays', 'direct'] as const;
const spaces: { id: 'living' | 'kitchen' | 'bedrooms' | 'terrace'; icon: LucideIcon }[] = [
  { id: 'living', icon: Sofa },
  { id: 'kitchen', icon: CookingPot },
  { id: 'bedrooms', icon: BedDouble },
  { id: 'terrace', icon: Trees },
];
const bookingSteps = ['dates', 'pay', 'arrive'] as const;

function SectionHeading(props: { id: string; eyebrow: string; title: string; lead?: string }) {
  return (
    <div className="max-w-2xl space-y-3">
      <Eyebrow>{props.eyebrow}</Eyebrow>
      <h2 id={props.id} className="font-display text-3xl tracking-tight text-balance sm:text-4xl">
        {props.title}
      </h2>
      {props.lead ? <p className="text-lg text-muted-foreground text-pretty">{props.lead}</p> : null}
    </div>
  );
}

function Hero() {
  const { t } = useI18n();
  return (
    <Section className="pt-10 pb-12 sm:pt-16 sm:pb-16">
      <Container className="grid items-center gap-10 lg:grid-cols-[minmax(0,0.95fr)_minmax(0,1.05fr)] lg:gap-16">
        <div className="space-y-8">
          <PageHeader
            eyebrow={t('rental.landing.eyebrow')}
            title={t('rental.landing.title')}
            lead={t('rental.landing.lead')}
            className="[&_h1]:text-5xl [&_h1]:sm:text-7xl"
          />
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to={PAYMENT_PAGE}>
                {t('rental.landing.book')}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#contact">{t('rental.landing.ask')}</a>
            </Button>
          </div>
        </div>
        <img
          src="/images/rental/facade.svg"
          alt={t('rental.landing.heroAlt')}
          width={800}
          height={640}
          className="aspect-[5/4] w-full rounded-[2rem] object-cover"
        />
      </Container>
      <Container>
        <dl
          aria-label={t('rental.landing.facts.label')}
          className="mt-12 grid gap-6 border-y border-border py-8 sm:mt-16 sm:grid-cols-3"
        >
          {facts.map((fact) => (
            <div key={fact} className="space-y-1">
              <dt className="font-display text-xl">{t(`rental.landing.facts.${fact}` as MessageKey)}</dt>
              <dd className="text-sm text-muted-foreground">
                {t(`rental.landing.facts.${fact}Detail` as MessageKey)}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </Section>
  );
}

function Spaces() {
  const { t, tList } = useI18n();
  return (
    <Section aria-labelledby="rental-spaces" className="pt-4 sm:pt-8">
      <Container className="grid gap-12 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:items-center lg:gap-16">
        <img
          src="/images/rental/patio.svg"
          alt={t('rental.landing.spaces.patioAlt')}
          width={640}
          height={720}
          loading="lazy"
          className="order-last aspect-[8/9] w-full rounded-[2rem] object-cover lg:order-first"
        />
        <div className="space-y-10">
          <SectionHeading
            id="rental-spaces"
            eyebrow={t('rental.landing.spaces.eyebrow')}
            title={t('rental.landing.spaces.heading')}
            lead={t('rental.landing.spaces.lead')}
          />
          <ul className="grid gap-8 sm:grid-cols-2">
            {spaces.map(({ id, icon: Icon }) => (
              <li key={id} className="space-y-2">
                <span className="flex size-10 items-center justify-center rounded-full bg-accent/10 text-accent-strong">
                  <Icon aria-hidden className="size-5" />
                </span>
                <h3 className="font-display text-xl">
                  {t(`rental.landing.spaces.items.${id}.title` as MessageKey)}
                </h3>
                <p className="text-sm text-muted-foreground">
                  {t(`rental.landing.spaces.items.${id}.description` as MessageKey)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </Container>
      <Container className="mt-16">
        <div className="rounded-[2rem] border border-border bg-card p-6 sm:p-10">
          <h3 className="font-display text-2xl">{t('rental.landing.amenities.heading')}</h3>
          <ul className="mt-6 grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
            {tList('rental.landing.amenities.items').map((item) => (
              <li key={item} className="flex gap-2.5 text-sm">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-strong" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </Section>
  );
}

function Location() {
  const { t, tList } = useI18n();
  return (
    <Section aria-labelledby="rental-location" className="bg-muted/40">
      <Container className="grid gap-12 lg:grid-cols-2 lg:items-center lg:gap-16">
        <div className="space-y-8">
          <SectionHeading
            id="rental-location"
            eyebrow={t('rental.landing.location.eyebrow')}
            title={t('rental.landing.location.heading')}
            lead={t('rental.landing.location.description')}
          />
          <ul className="space-y-3">
            {tList('rental.landing.location.points').map((point) => (
              <li key={point} className="flex gap-3">
                <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-strong" />
                {point}
              </li>
            ))}
          </ul>
          <p className="flex items-center gap-2.5 text-sm text-muted-foreground">
            <Lock aria-hidden className="size-4 shrink-0" />
            {t('rental.landing.location.addressNote')}
          </p>
        </div>
        <img
          src="/images/rental/map.svg"
          alt={t('rental.landing.location.mapAlt')}
          width={640}
          height={480}
          loading="lazy"
          className="aspect-[4/3] w-full rounded-[2rem] object-cover"
        />
      </Container>
    </Section>
  );
}

function HowToBook() {
  const { t } = useI18n();
  return (
    <Section aria-labelledby="rental-book">
      <Container>
        <SectionHeading
          id="rental-book"
          eyebrow={t('rental.landing.howToBook.eyebrow')}
          title={t('rental.landing.howToBook.heading')}
        />
        <ol className="mt-12 grid gap-10 md:grid-cols-3 md:gap-8">
          {bookingSteps.map((step, i) => (
            <li key={step} className="space-y-3 border-t border-foreground/15 pt-6">
              <span aria-hidden className="font-display text-5xl text-accent">
                {i + 1}
              </span>
              <h3 className="font-display text-xl">
                {t(`rental.landing.howToBook.steps.${step}.title` as MessageKey)}
              </h3>
              <p className="text-sm text-muted-foreground">
                {t(`rental.landing.howToBook.steps.${step}.description` as MessageKey)}
              </p>
            </li>
          ))}
        </ol>
        <Button asChild size="lg" className="mt-12">
          <Link to={PAYMENT_PAGE}>
            {t('rental.landing.howToBook.cta')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </Container>
    </Section>
  );
}

function Contact() {
  const { t } = useI18n();
  return (
    <Container>
      <section
        id="contact"
        aria-labelledby="rental-contact"
        className="flex scroll-mt-24 flex-col gap-6 rounded-[2rem] bg-primary p-8 text-primary-foreground sm:p-12 md:flex-row md:items-center md:justify-between"
      >
        <div className="max-w-xl space-y-2">
          <h2 id="rental-contact" className="font-display text-3xl tracking-tight">
            {t('rental.landing.contact.heading')}
          </h2>
          <p className="text-primary-foreground/75">{t('rental.landing.contact.description')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg" variant="secondary">
            <Link to="/app#contact">{t('rental.landing.contact.message')}</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground/30 text-primary-foreground hover:bg-primary-foreground/10"
          >
            <Link to="/calendar-booking?service=visita-la-mansion">{t('rental.landing.contact.visit')}</Link>
          </Button>
        </div>
      </section>
    </Container>
  );
}

export default function RentalLandingScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('rental.landing.meta.title'), t('rental.landing.meta.description'));
  return (
    <>
      <Hero />
      <Spaces />
      <Location />
      <HowToBook />
      <Contact />
    </>
  );
}
