/**
 * A local stand-in for the few Checkr calls Sideline makes (candidates, invitations) and for its
 * hosted invitation page, used by the tests and the demo the way fake-stripe.ts is for cards. The
 * page asks for FCRA consent and lets the tester choose the report's result; completing it sends
 * the signed webhooks Checkr would (invitation.completed, report.created, then report.completed or
 * report.suspended), each delivered and answered before the next, as the app expects them in order.
 * Run it alone for the demo: `npm run fake-checkr -w @sideline/api` (see the README).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signWebhook } from '../../src/modules/safety/checkr-client.js';

export type FakeResult = 'clear' | 'consider' | 'suspended' | 'pending';
const RESULTS: FakeResult[] = ['clear', 'consider', 'suspended', 'pending'];

interface Invitation {
  id: string;
  candidateId: string;
  status: 'pending' | 'completed';
  reportId?: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}
fieldset{border:1px solid #888;padding:1rem;margin:1rem 0}button{font-size:1rem;padding:.6rem 1.2rem;background:#1d4ed8;color:#fff;border:0;border-radius:.4rem}
label{display:block;margin:.3rem 0}</style></head>
<body><main>${body}</main></body></html>`;

export async function startFakeCheckr(options: {
  port?: number;
  /**
   * Where the signed events go: the app's /api/webhooks/background-checks, or a function that hands
   * the body and its signature to an app the test holds in-process (answering the HTTP status).
   */
  webhook: string | ((body: string, signature: string) => Promise<number>);
  apiKey: string;
  /** Where the hosted page sends the person when they are done. */
  returnUrl?: string;
}) {
  const invitations = new Map<string, Invitation>();
  const reports = new Map<string, { result: FakeResult; candidateId: string }>();
  const requests: { method: string; path: string; body: Record<string, unknown> }[] = [];
  let counter = 0;
  const nextId = (prefix: string) =>
    `${prefix}${process.pid.toString(16)}${(++counter).toString(16).padStart(4, '0')}`;

  /** Delivers one signed event and waits for the app's answer. */
  const deliver = async (type: string, object: object) => {
    const body = JSON.stringify({
      id: nextId('evt_'),
      object: 'event',
      type,
      created_at: new Date().toISOString(),
      data: { object },
    });
    const signature = signWebhook(options.apiKey, body);
    const { webhook } = options;
    const status =
      typeof webhook === 'function'
        ? await webhook(body, signature)
        : (
            await fetch(webhook, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-checkr-signature': signature },
              body,
            })
          ).status;
    if (status !== 200) throw new Error(`webhook ${type} answered ${status}`);
  };

  const reportObject = (id: string) => {
    const report = reports.get(id)!;
    const done = report.result === 'clear' || report.result === 'consider';
    return {
      id,
      object: 'report',
      candidate_id: report.candidateId,
      status: report.result === 'suspended' ? 'suspended' : done ? 'complete' : 'pending',
      result: done ? report.result : null,
      completed_at: done ? new Date().toISOString() : null,
    };
  };

  /** The report reaches its result (a pending one stays pending until `finish`). */
  const finish = async (reportId: string, result: FakeResult) => {
    const report = reports.get(reportId);
    if (!report) throw new Error(`no fake report ${reportId}`);
    report.result = result;
    if (result === 'suspended') await deliver('report.suspended', reportObject(reportId));
    else if (result !== 'pending') await deliver('report.completed', reportObject(reportId));
  };

  /** What the hosted page does once the person consented: the invitation completes, a report starts. */
  const complete = async (invitationId: string, result: FakeResult): Promise<string> => {
    const invitation = invitations.get(invitationId);
    if (!invitation) throw new Error(`no fake invitation ${invitationId}`);
    if (invitation.reportId) return invitation.reportId;
    const reportId = nextId('rep_');
    invitation.status = 'completed';
    invitation.reportId = reportId;
    reports.set(reportId, { result: 'pending', candidateId: invitation.candidateId });
    await deliver('invitation.completed', {
      id: invitationId,
      object: 'invitation',
      status: 'completed',
      candidate_id: invitation.candidateId,
      report_id: reportId,
    });
    await deliver('report.created', reportObject(reportId));
    await finish(reportId, result);
    return reportId;
  };

  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => resolve(body));
    });
  const json = (res: ServerResponse, status: number, body: object) => {
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  };
  const html = (res: ServerResponse, status: number, text: string) => {
    res.statusCode = status;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(text);
  };
  const expectedAuth = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`;

  const server = createServer(async (req, res) => {
    const raw = await read(req);
    const path = (req.url ?? '').split('?')[0]!;
    const host = `http://${req.headers.host}`;
    if (path.startsWith('/v1/')) {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      requests.push({ method: req.method ?? '', path, body });
      if (req.headers.authorization !== expectedAuth)
        return json(res, 401, { error: 'Bad authentication error' });
      if (req.method === 'POST' && path === '/v1/candidates')
        return json(res, 201, { id: nextId('cand_'), object: 'candidate', email: body.email });
      if (req.method === 'POST' && path === '/v1/invitations') {
        const id = nextId('inv_');
        invitations.set(id, { id, candidateId: String(body.candidate_id), status: 'pending' });
        return json(res, 201, {
          id,
          object: 'invitation',
          status: 'pending',
          candidate_id: body.candidate_id,
          package: body.package,
          invitation_url: `${host}/invitations/${id}`,
        });
      }
      return json(res, 404, { error: `no fake for ${path}` });
    }
    const hosted = /^\/invitations\/(inv_\w+)(\/complete)?$/.exec(path);
    const invitation = hosted ? invitations.get(hosted[1]!) : undefined;
    if (hosted && !invitation) return html(res, 404, page('Not found', '<h1>Invitation not found</h1>'));
    if (hosted && req.method === 'GET' && !hosted[2]) {
      if (invitation!.status === 'completed')
        return html(res, 200, page('Background check', '<h1>You already finished this invitation</h1>'));
      const choices = RESULTS.map(
        (r, i) =>
          `<label><input type="radio" name="result" value="${r}"${i === 0 ? ' checked' : ''}> ${r === 'pending' ? 'Still running (stays pending)' : `Report result: ${r}`}</label>`,
      ).join('');
      return html(
        res,
        200,
        page(
          'Background check (test provider)',
          `<h1>Background check (test provider)</h1>
<p>This is Sideline's local stand-in for the background check provider. Nothing here is a real check.</p>
<form method="post" action="/invitations/${invitation!.id}/complete">
<fieldset><legend>Disclosure and authorization (FCRA)</legend>
<p>A consumer report may be obtained for employment purposes. <a href="https://files.consumerfinance.gov/f/documents/bcfp_consumer-rights-summary_2018-09.pdf">A Summary of Your Rights Under the Fair Credit Reporting Act</a>.</p>
<label><input type="checkbox" name="consent" value="yes" required> I consent to a background check</label></fieldset>
<fieldset><legend>Test result</legend>${choices}</fieldset>
<button type="submit">Submit</button></form>`,
        ),
      );
    }
    if (hosted && req.method === 'POST' && hosted[2]) {
      const form = new URLSearchParams(raw);
      const result = form.get('result') as FakeResult;
      if (form.get('consent') !== 'yes' || !RESULTS.includes(result))
        return html(res, 400, page('Consent needed', '<h1>Please give your consent to continue</h1>'));
      try {
        await complete(invitation!.id, result);
      } catch (error) {
        return html(
          res,
          502,
          page('Error', `<h1>Sideline did not accept the result</h1><p>${escape(String(error))}</p>`),
        );
      }
      const back = options.returnUrl
        ? `<p><a href="${escape(options.returnUrl)}">Return to Sideline</a></p>`
        : '<p>You can close this page.</p>';
      return html(res, 200, page('Thank you', `<h1>Thank you, your details are in</h1>${back}`));
    }
    const report = /^\/(candidate\/)?reports\/(rep_\w+)$/.exec(path);
    if (report && reports.has(report[2]!)) {
      const r = reportObject(report[2]!);
      return html(
        res,
        200,
        page(
          'Background check report',
          `<h1>Background check report (test provider)</h1><p>Status: ${r.status}. Result: ${r.result ?? 'none yet'}.</p>`,
        ),
      );
    }
    html(res, 404, page('Not found', '<h1>Not found</h1>'));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    complete,
    finish,
    /** The report started for an invitation, once the hosted flow is done. */
    reportOf: (invitationId: string) => invitations.get(invitationId)?.reportId,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
