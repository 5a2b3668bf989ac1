import { Eyebrow } from '@web/components/ui/layout';

/** The top of an account screen: eyebrow, the screen's only h1, and a short lead. */
export function AuthHeader(props: { eyebrow: string; title: string; lead: string }) {
  return (
    <header className="space-y-3">
      <Eyebrow>{props.eyebrow}</Eyebrow>
      <h1 className="font-display text-3xl leading-tight tracking-tight text-balance sm:text-4xl">
        {props.title}
      </h1>
      <p className="text-muted-foreground text-pretty">{props.lead}</p>
    </header>
  );
}
