import { jobStartsAt, zoneAbbreviation } from '@sideline/shared';
import { layout } from '../../lib/email-layout.js';
import type { Mail } from '../../lib/mailer.js';

export interface DigestJob {
  id: number;
  title: string;
  jobDate: string;
  startTime: string;
  location: string;
  timeZone: string;
}

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The game's time in the venue's zone, with the zone named (the reader may live elsewhere). */
function when(job: DigestJob): string {
  const startsAt = jobStartsAt(job.jobDate, job.startTime, job.timeZone);
  const text = new Intl.DateTimeFormat('en-US', {
    timeZone: job.timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(startsAt);
  return `${text} ${zoneAbbreviation(job.timeZone, startsAt)}`;
}

/**
 * The daily digest: every waiting job with its own link, and the one-click unsubscribe link in the
 * footer (the same address travels in the List-Unsubscribe header).
 */
export function jobAlertDigestMail(
  to: { email: string; firstName: string },
  list: DigestJob[],
  publicUrl: string,
  unsubscribeLink: string,
): Mail {
  const jobLink = (job: DigestJob) => `${publicUrl}/jobs/${job.id}`;
  const count = list.length === 1 ? '1 new job matches' : `${list.length} new jobs match`;
  const { text, html } = layout(`Hi ${to.firstName},`, [`${count} your job alerts:`], {
    label: 'Find more work',
    link: `${publicUrl}/jobs`,
  });
  const lines = list.map((job) => `- ${job.title}, ${when(job)}, ${job.location}: ${jobLink(job)}`);
  const items = list
    .map(
      (job) =>
        `<li><a href="${escapeHtml(jobLink(job))}">${escapeHtml(job.title)}</a><br>${escapeHtml(when(job))}, ${escapeHtml(job.location)}</li>`,
    )
    .join('\n');
  const footer = 'You get this email because you set job alerts on Sideline. Turn them off:';
  return {
    to: to.email,
    subject: `${count} your Sideline job alerts`,
    kind: 'job_alert_digest',
    link: jobLink(list[0]!),
    listUnsubscribe: unsubscribeLink,
    text:
      text.replace(`${count} your job alerts:`, `${count} your job alerts:\n\n${lines.join('\n')}`) +
      `\n\n${footer} ${unsubscribeLink}`,
    html: html
      .replace(`your job alerts:</p>`, `your job alerts:</p>\n<ul>${items}</ul>`)
      .replace(
        '</body>',
        `<p style="color:#475569;font-size:12px">${footer} <a href="${escapeHtml(unsubscribeLink)}">Unsubscribe from job alerts</a></p></body>`,
      ),
  };
}
