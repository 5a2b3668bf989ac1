import { AtSign, Globe, MapPin } from 'lucide-react';

/** The professional's contact details as a definition list: e-mail, location and social links. */
export function ContactDetails(props: {
  email: string;
  location: string;
  socialLinks: { label: string; url: string }[];
  labels: { email: string; location: string; social: string; opensInNewTab: string };
}) {
  const row = 'grid gap-1 py-5 sm:grid-cols-[8rem_1fr] sm:items-baseline';
  const term = 'flex items-center gap-2 text-sm text-muted-foreground';
  return (
    <dl className="divide-y divide-border border-y border-border">
      <div className={row}>
        <dt className={term}>
          <AtSign aria-hidden className="size-4" />
          {props.labels.email}
        </dt>
        <dd>
          <a
            href={`mailto:${props.email}`}
            className="font-display text-xl break-all underline-offset-4 hover:text-accent-strong hover:underline sm:text-2xl"
          >
            {props.email}
          </a>
        </dd>
      </div>
      <div className={row}>
        <dt className={term}>
          <MapPin aria-hidden className="size-4" />
          {props.labels.location}
        </dt>
        <dd className="text-lg">{props.location}</dd>
      </div>
      {props.socialLinks.length > 0 ? (
        <div className={row}>
          <dt className={term}>
            <Globe aria-hidden className="size-4" />
            {props.labels.social}
          </dt>
          <dd>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {props.socialLinks.map((link) => (
                <li key={link.url}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="underline-offset-4 hover:text-accent-strong hover:underline"
                  >
                    {link.label}
                    <span className="sr-only"> {props.labels.opensInNewTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
