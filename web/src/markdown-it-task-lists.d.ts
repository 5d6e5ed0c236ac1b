/** The plugin ships no types: it takes the parser and its options, and adds task-list items. */
declare module 'markdown-it-task-lists' {
  import type { MarkdownIt } from 'markdown-it';
  export default function taskLists(md: MarkdownIt, options?: { enabled?: boolean; label?: boolean }): void;
}
