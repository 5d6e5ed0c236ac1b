import { escape } from 'html-escaper';
import type { NotificationData, NotificationKind, NotifiedActivity, NotifiedIssue } from './kinds.js';

/** The languages notifications are written in (D15); any other `language` reads English. */
type Language = 'en' | 'de';
export const languageOf = (language: string | null | undefined): Language => (language === 'de' ? 'de' : 'en');

/** A notification in words: a one-line subject and a text of paragraphs (blank-line separated). */
export interface Words {
  subject: string;
  text: string;
}

const DATE_FORMATS: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }),
  de: new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }),
};

/** What every template of a language needs beyond the data. */
interface Phrases {
  someone: string;
  date: (iso: string) => string;
}

const PHRASES: Record<Language, Phrases> = {
  en: { someone: 'Someone', date: (iso) => DATE_FORMATS.en.format(new Date(iso)) },
  de: { someone: 'Jemand', date: (iso) => DATE_FORMATS.de.format(new Date(iso)) },
};

type Template = (data: Required<Pick<NotificationData, 'actor'>> & NotificationData, phrases: Phrases) => Words;

const activities = (data: NotificationData) => data.items as NotifiedActivity[];
const issues = (data: NotificationData) => data.items as NotifiedIssue[];
/** "and 3 more" past the named items: a group names its first 20 (D15, wave 4). */
const AND_MORE: Record<Language, (n: number) => string> = {
  en: (n) => ` and ${n} more`,
  de: (n) => ` und ${n} weitere`,
};
const andMore = (language: Language, data: NotificationData) =>
  data.total > data.items.length ? AND_MORE[language](data.total - data.items.length) : '';

/**
 * The days of a request as the language writes them: its type and each run's span ("Vacation from
 * 2027-03-01 to 2027-03-05 and from 2027-03-08 to 2027-03-12").
 */
const span = (language: Language, data: NotificationData, { date }: Phrases) => {
  const runs = activities(data);
  const spans = runs.map(({ dateFrom, dateTo }) => {
    const [from, to] = [date(dateFrom), date(dateTo)];
    if (language === 'de') return from === to ? `am ${from}` : `vom ${from} bis ${to}`;
    return from === to ? `on ${from}` : `from ${from} to ${to}`;
  });
  const joined =
    spans.length > 1
      ? `${spans.slice(0, -1).join(', ')} ${language === 'de' ? 'und' : 'and'} ${spans.at(-1)}`
      : spans[0];
  return `${runs[0]!.type} ${joined}${andMore(language, data)}`;
};

/** The issues of a notification: `#12 "Name"`, listed, with how many more. */
const issueList = (language: Language, data: NotificationData) => {
  const [open, close] = language === 'de' ? ['„', '“'] : ['"', '"'];
  return `${issues(data)
    .map((issue) => `#${issue.id} ${open}${issue.name}${close}`)
    .join(', ')}${andMore(language, data)}`;
};
/** The subject's name of the issues: the one issue, or how many. */
const issueSubject = (language: Language, data: NotificationData) => {
  if (data.total === 1) return `#${issues(data)[0]!.id} ${issues(data)[0]!.name}`;
  return language === 'de' ? `${data.total} Tickets` : `${data.total} issues`;
};

const note = (label: string, data: NotificationData) => (data.note ? `\n\n${label}: ${data.note}` : '');

/** One template per kind and language (D15). */
const TEMPLATES: Record<NotificationKind, Record<Language, Template>> = {
  'approval.requested': {
    en: (data, phrases) => ({
      subject: `Time off to approve: ${data.requester}, ${span('en', data, phrases)}`,
      text: `${data.requester} asks for ${span('en', data, phrases)}. You are an approver of step ${data.step! + 1}.`,
    }),
    de: (data, phrases) => ({
      subject: `Abwesenheit zu genehmigen: ${data.requester}, ${span('de', data, phrases)}`,
      text: `${data.requester} beantragt ${span('de', data, phrases)}. Sie entscheiden über Schritt ${data.step! + 1}.`,
    }),
  },
  'approval.decided': {
    en: (data, phrases) => {
      const verb = data.outcome === 'approved' ? 'approved' : 'rejected';
      return {
        subject: `Your request was ${verb}: ${span('en', data, phrases)}`,
        text: `${data.actor ?? phrases.someone} ${verb} your request for ${span('en', data, phrases)}. Its status is now ${data.status}.${note('Note', data)}`,
      };
    },
    de: (data, phrases) => {
      const verb = data.outcome === 'approved' ? 'genehmigt' : 'abgelehnt';
      return {
        subject: `Ihr Antrag wurde ${verb}: ${span('de', data, phrases)}`,
        text: `${data.actor ?? phrases.someone} hat Ihren Antrag für ${span('de', data, phrases)} ${verb}. Sein Status ist jetzt ${data.status}.${note('Notiz', data)}`,
      };
    },
  },
  'approval.reminder': {
    en: (data, phrases) => ({
      subject: `Reminder: time off waits for your decision: ${data.requester}, ${span('en', data, phrases)}`,
      text: `The request of ${data.requester} for ${span('en', data, phrases)} has waited ${data.days} ${data.days === 1 ? 'day' : 'days'} for your decision.`,
    }),
    de: (data, phrases) => ({
      subject: `Erinnerung: Abwesenheit wartet auf Ihre Entscheidung: ${data.requester}, ${span('de', data, phrases)}`,
      text: `Der Antrag von ${data.requester} für ${span('de', data, phrases)} wartet seit ${data.days} ${data.days === 1 ? 'Tag' : 'Tagen'} auf Ihre Entscheidung.`,
    }),
  },
  'substitute.requested': {
    en: (data, phrases) => ({
      subject: `Will you substitute for ${data.requester}? ${span('en', data, phrases)}`,
      text: `${data.requester} names you as their substitute for ${span('en', data, phrases)}. The request waits for you to accept or decline.`,
    }),
    de: (data, phrases) => ({
      subject: `Vertreten Sie ${data.requester}? ${span('de', data, phrases)}`,
      text: `${data.requester} nennt Sie als Vertretung für ${span('de', data, phrases)}. Der Antrag wartet darauf, dass Sie annehmen oder ablehnen.`,
    }),
  },
  'issue.assigned': {
    en: (data, phrases) => ({
      subject: `Assigned to you: ${issueSubject('en', data)}`,
      text: `${data.actor ?? phrases.someone} assigned ${data.total === 1 ? 'issue' : `${data.total} issues`} ${issueList('en', data)} to you.`,
    }),
    de: (data, phrases) => ({
      subject: `Ihnen zugewiesen: ${issueSubject('de', data)}`,
      text: `${data.actor ?? phrases.someone} hat Ihnen ${data.total === 1 ? 'das Ticket' : `${data.total} Tickets`} ${issueList('de', data)} zugewiesen.`,
    }),
  },
  'issue.commented': {
    en: (data, phrases) => ({
      subject: `New comment on ${issueSubject('en', data)}`,
      text: `${data.actor ?? phrases.someone} commented on issue ${issueList('en', data)}:\n\n${data.comment}`,
    }),
    de: (data, phrases) => ({
      subject: `Neuer Kommentar zu ${issueSubject('de', data)}`,
      text: `${data.actor ?? phrases.someone} hat das Ticket ${issueList('de', data)} kommentiert:\n\n${data.comment}`,
    }),
  },
  'issue.mentioned': {
    en: (data, phrases) => ({
      subject: `You were mentioned on ${issueSubject('en', data)}`,
      text: `${data.actor ?? phrases.someone} mentioned you on issue ${issueList('en', data)}:\n\n${data.comment}`,
    }),
    de: (data, phrases) => ({
      subject: `Sie wurden erwähnt: ${issueSubject('de', data)}`,
      text: `${data.actor ?? phrases.someone} hat Sie im Ticket ${issueList('de', data)} erwähnt:\n\n${data.comment}`,
    }),
  },
  'issue.closed': {
    en: (data, phrases) => ({
      subject: `Closed: ${issueSubject('en', data)}`,
      text: `${data.actor ?? phrases.someone} closed ${data.total === 1 ? 'issue' : `${data.total} issues`} ${issueList('en', data)} (status ${data.status}).`,
    }),
    de: (data, phrases) => ({
      subject: `Geschlossen: ${issueSubject('de', data)}`,
      text: `${data.actor ?? phrases.someone} hat ${data.total === 1 ? 'das Ticket' : `${data.total} Tickets`} ${issueList('de', data)} geschlossen (Status ${data.status}).`,
    }),
  },
};

/** A subject is one line, whatever the names in it hold. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A notification in the recipient's language, for the app and for mail. */
export function wordsOf(kind: NotificationKind, data: NotificationData, language: string | null | undefined): Words {
  const lang = languageOf(language);
  const words = TEMPLATES[kind][lang]({ ...data, actor: data.actor ?? null }, PHRASES[lang]);
  return { subject: oneLine(words.subject), text: words.text };
}

/** A message to send: subject and both parts. */
export interface Mail {
  subject: string;
  text: string;
  html: string;
}

const FOOTER: Record<Language, { open: string; why: string; settings: string; more: (n: number) => string }> = {
  en: {
    open: 'Open',
    why: 'You get this email because of your notification settings.',
    settings: 'Change them',
    more: (n) => `and ${n} more`,
  },
  de: {
    open: 'Öffnen',
    why: 'Sie erhalten diese E-Mail wegen Ihrer Benachrichtigungseinstellungen.',
    settings: 'Einstellungen ändern',
    more: (n) => `und ${n} weitere`,
  },
};

/** Paragraphs of plain text as HTML: every character escaped, line breaks kept. */
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escape(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

const htmlPage = (language: Language, subject: string, body: string, settingsUrl: string | null) => {
  const footer = FOOTER[language];
  const settings =
    settingsUrl === null
      ? ''
      : `\n<hr>\n<p style="color: #555; font-size: small">${escape(footer.why)} <a href="${escape(settingsUrl)}">${escape(footer.settings)}</a></p>`;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="font-family: sans-serif; line-height: 1.4">
${body}${settings}
</body></html>`;
};

const textFooter = (language: Language, settingsUrl: string) =>
  `-- \n${FOOTER[language].why}\n${FOOTER[language].settings}: ${settingsUrl}`;

/**
 * A message of the service's own that no setting chose (a sign-in link): its words and a link,
 * without the footer about notification settings.
 */
export function messageOf(words: Words, link: string, linkLabel: string, language: string): Mail {
  const lang = languageOf(language);
  return {
    subject: words.subject,
    text: `${words.text}\n\n${linkLabel}: ${link}\n`,
    html: htmlPage(
      lang,
      words.subject,
      `${paragraphs(words.text)}\n<p><a href="${escape(link)}">${escape(linkLabel)}</a></p>`,
      null,
    ),
  };
}

/** The message of one notification: its words, a link to the object, the settings in the footer. */
export function mailOf(words: Words, link: string, settingsUrl: string, language: string): Mail {
  const lang = languageOf(language);
  const open = FOOTER[lang].open;
  return {
    subject: words.subject,
    text: `${words.text}\n\n${open}: ${link}\n\n${textFooter(lang, settingsUrl)}\n`,
    html: htmlPage(
      lang,
      words.subject,
      `${paragraphs(words.text)}\n<p><a href="${escape(link)}">${escape(open)}</a></p>`,
      settingsUrl,
    ),
  };
}

const DIGEST_SUBJECT: Record<Language, (count: number) => string> = {
  en: (count) => `Your daily digest: ${count} ${count === 1 ? 'notification' : 'notifications'}`,
  de: (count) => `Ihre tägliche Übersicht: ${count} ${count === 1 ? 'Benachrichtigung' : 'Benachrichtigungen'}`,
};

/**
 * The daily digest: the subject of each notification with its link (at most the items given), and
 * how many more wait in the app.
 */
export function digestOf(
  items: { words: Words; link: string }[],
  total: number,
  listUrl: string,
  settingsUrl: string,
  language: string,
): Mail {
  const lang = languageOf(language);
  const more = total - items.length;
  const moreLine = more > 0 ? `${FOOTER[lang].more(more)}: ${listUrl}` : '';
  return {
    subject: DIGEST_SUBJECT[lang](total),
    text: `${items.map(({ words, link }) => `- ${words.subject}\n  ${link}`).join('\n')}${moreLine ? `\n${moreLine}` : ''}\n\n${textFooter(lang, settingsUrl)}\n`,
    html: htmlPage(
      lang,
      DIGEST_SUBJECT[lang](total),
      `<ul>\n${items.map(({ words, link }) => `<li><a href="${escape(link)}">${escape(words.subject)}</a></li>`).join('\n')}\n</ul>${
        more > 0 ? `\n<p><a href="${escape(listUrl)}">${escape(FOOTER[lang].more(more))}</a></p>` : ''
      }`,
      settingsUrl,
    ),
  };
}
