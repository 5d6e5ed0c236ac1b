import taskLists from 'markdown-it-task-lists';
import markdownIt, { type MarkdownIt, type StateInline } from 'markdown-it';

/**
 * Descriptions and comments are CommonMark with GitHub's tables and task lists (D20), rendered by
 * markdown-it with raw HTML off: whatever a text holds, the page gets escaped text and the
 * elements Markdown makes, with no script and no event handler. Links leave with
 * rel="noopener noreferrer"; `#123` links to issue 123; a mention, `@[Name](user:<id>)` as the
 * editor writes it, shows as @Name.
 */
export function markdownFor(issuePath: (id: number) => string): MarkdownIt {
  const md = markdownIt({ html: false, linkify: true, breaks: true }).use(taskLists, { enabled: false, label: true });
  md.inline.ruler.before('link', 'mention', mention);
  md.inline.ruler.after('mention', 'issue_reference', issueReference(issuePath));
  md.renderer.rules.mention = (tokens, index) =>
    `<span class="mention">@${md.utils.escapeHtml(tokens[index]!.content)}</span>`;
  const defaultLinkOpen =
    md.renderer.rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
  md.renderer.rules.link_open = (tokens, index, options, env, self) => {
    tokens[index]!.attrSet('rel', 'noopener noreferrer');
    return defaultLinkOpen(tokens, index, options, env, self);
  };
  return md;
}

const MENTION = /^@\[([^\]\n]{1,255})\]\(user:(\d{1,9})\)/;

/** `@[Name](user:<id>)`: a token of its own, so that it never becomes a link. */
function mention(state: StateInline, silent: boolean): boolean {
  const found = MENTION.exec(state.src.slice(state.pos));
  if (!found) return false;
  if (!silent) {
    const token = state.push('mention', '', 0);
    token.content = found[1]!;
    token.meta = { userId: Number(found[2]) };
  }
  state.pos += found[0].length;
  return true;
}

const REFERENCE = /^#(\d{1,9})(?![\w])/;

/** `#123` at the start of a word: a link to issue 123. */
const issueReference = (issuePath: (id: number) => string) => (state: StateInline, silent: boolean) => {
  if (state.src[state.pos] !== '#' || (state.pos > 0 && /[\w&]/.test(state.src[state.pos - 1]!))) return false;
  const found = REFERENCE.exec(state.src.slice(state.pos));
  if (!found) return false;
  if (!silent) {
    const open = state.push('link_open', 'a', 1);
    open.attrs = [['href', issuePath(Number(found[1]))]];
    open.meta = { issue: true };
    state.push('text', '', 0).content = found[0];
    state.push('link_close', 'a', -1);
  }
  state.pos += found[0].length;
  return true;
};
