import type { Image } from '@contracts/content';
import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { ContentImage, ContentImagePlaceholder } from '@web/components/ui/content-media';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';

export interface ProjectCardProps {
  to: string;
  title: string;
  summary?: string;
  category: string;
  year: number;
  tags: string[];
  cover: { src: string; alt: string; srcset?: Image['srcset'] } | null;
  /** h2 in a list that is the page's main content, h3 under a section heading. */
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
  className?: string;
}

/** A portfolio item: the cover leads, then category and year, title, summary and tags. */
export function ProjectCard(props: ProjectCardProps) {
  const Heading = props.headingLevel ?? 'h3';
  return (
    <article className={cn('group relative flex flex-col gap-4', props.className)}>
      <div className="overflow-hidden rounded-2xl">
        {props.cover ? (
          <ContentImage
            src={props.cover.src}
            alt={props.cover.alt}
            srcset={props.cover.srcset}
            sizes="(min-width: 768px) 50vw, 100vw"
            priority={props.priority}
            imgClassName="transition-transform duration-700 ease-out motion-safe:group-hover:scale-[1.03]"
          />
        ) : (
          <ContentImagePlaceholder label={props.title} />
        )}
      </div>
      <div className="space-y-2">
        <p className="text-xs font-medium uppercase tracking-[0.14em] text-muted-foreground">
          <span className="text-accent-strong">{props.category}</span>
          <span aria-hidden> · </span>
          {props.year}
        </p>
        <Heading className="font-display text-2xl leading-tight tracking-tight">
          <Link
            to={props.to}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:ring-2 focus-visible:after:ring-ring focus-visible:after:ring-offset-4 focus-visible:after:ring-offset-background"
          >
            {props.title}
            <ArrowUpRight
              aria-hidden
              className="ml-1 inline size-5 -translate-y-0.5 text-muted-foreground transition-transform motion-safe:group-hover:translate-x-0.5 motion-safe:group-hover:-translate-y-1"
            />
          </Link>
        </Heading>
        {props.summary ? (
          <p className="line-clamp-3 text-sm text-muted-foreground text-pretty">{props.summary}</p>
        ) : null}
        {props.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5 pt-1">
            {props.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline">{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

export function ProjectCardSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      <Skeleton className="aspect-[4/3] w-full rounded-2xl" />
      <Skeleton className="h-3 w-28" />
      <Skeleton className="h-7 w-2/3" />
      <Skeleton className="h-4 w-full" />
    </div>
  );
}
