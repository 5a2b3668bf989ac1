import { createContext, useContext, useEffect, type ReactNode } from 'react';

export interface HeadData {
  title: string;
  description: string;
  /** A link-preview picture (absolute path on this site), e.g. a shared result's score card. */
  image?: HeadImage;
}
export interface HeadImage {
  path: string;
  alt: string;
  width: number;
  height: number;
}

/** During server rendering the screens write their title and description here. */
const HeadCollectorContext = createContext<Partial<HeadData> | null>(null);

export function HeadCollector(props: { target: Partial<HeadData>; children: ReactNode }) {
  return <HeadCollectorContext.Provider value={props.target}>{props.children}</HeadCollectorContext.Provider>;
}

export const SITE_NAME = 'Estudio';

export function fullTitle(title: string) {
  return title === SITE_NAME ? title : `${title} · ${SITE_NAME}`;
}

/** Sets the document title and description (in the server HTML and on every client navigation). */
export function useDocumentMeta(title: string, description: string, image?: HeadImage) {
  const collector = useContext(HeadCollectorContext);
  if (collector) {
    collector.title = fullTitle(title);
    collector.description = description;
    // Link previews read only the server's HTML, so the picture matters there alone.
    if (image) collector.image = image;
  }
  useEffect(() => {
    document.title = fullTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
