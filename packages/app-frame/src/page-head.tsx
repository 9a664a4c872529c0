import { createContext, useContext, useEffect } from 'react';

/** `<script type="application/json" id=…>` holding the query answers a page was rendered with. */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

export interface PageHead {
  title: string;
  description?: string;
}

/** On the server, where effects never run, the page's head is collected here while it renders. */
export const PageHeadCollector = createContext<((head: PageHead) => void) | null>(null);

function descriptionTag(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = document.createElement('meta');
  created.name = 'description';
  document.head.append(created);
  return created;
}

/** The document's title and description of the page that renders it, in the browser and in the prerender alike. */
export function usePageHead({ title, description }: PageHead): void {
  const collect = useContext(PageHeadCollector);
  collect?.({ title, ...(description === undefined ? {} : { description }) });
  useEffect(() => {
    document.title = title;
    if (description !== undefined) descriptionTag().content = description;
  }, [title, description]);
}
