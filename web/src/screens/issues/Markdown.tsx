import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTenant } from '../../api/session.js';
import type { MarkdownIt } from 'markdown-it';
import { markdownFor } from './markdown.js';

/** One renderer per tenant: building one costs more than rendering a comment, and a page shows dozens. */
const renderers = new Map<string, MarkdownIt>();
function rendererOf(tenant: string): MarkdownIt {
  let md = renderers.get(tenant);
  if (!md) renderers.set(tenant, (md = markdownFor((id) => `/app/${tenant}/issues/${id}`)));
  return md;
}

/** A description or comment, rendered from its Markdown (markdown.ts says what is safe and why). */
export function Markdown({ text }: { text: string }) {
  const tenant = useTenant();
  const navigate = useNavigate();
  const html = useMemo(() => rendererOf(tenant).render(text), [tenant, text]);
  // A link to a page of the app opens it in the app, without loading the page anew.
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/app/') || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(href.slice('/app'.length));
  };
  // markdown-it's output, with raw HTML off (markdown.ts): escaped text and Markdown's own elements.
  return <div className="markdown" onClick={follow} dangerouslySetInnerHTML={{ __html: html }} />;
}
