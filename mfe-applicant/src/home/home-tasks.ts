import type { ApplicantI9Status, ApplicationStatus, SignatureRequest } from '@attest/contracts';
import { formatDate, formatInTimeZone, type useT } from '@attest/shared-ui';

type Translate = ReturnType<typeof useT>['t'];

export type TaskState = 'todo' | 'in_progress' | 'done';

/** One thing Home asks of the applicant (or shows as done). */
export interface HomeTask {
  key: string;
  title: string;
  /** A short line under the title (the next step, who acts next). */
  detail: string | null;
  state: TaskState;
  /** MM/DD/YYYY, in the applicant's zone for a moment in time. */
  dueText: string | null;
  overdue: boolean;
  /** For ordering: the due moment in ms, or null. */
  dueAt: number | null;
  /** Path under `/{c}/{l}/`. */
  path: string;
  /** What the primary action says when this task is the next one ("Continue your application"). */
  action: string;
}

export interface ApplicationProgress {
  status: ApplicationStatus;
  /** The section the applicant resumes at, its 1-based step and the number of steps. */
  resume: { titleKey: string; title: string };
  step: number;
  steps: number;
}

export interface HomeInputs {
  /** Null while unknown (loading or failed): no application task then. */
  application: ApplicationProgress | null;
  /** The applicant's signature requests; null while unknown. */
  documents: { todo: SignatureRequest[]; signed: SignatureRequest[] } | null;
  /** The I-9 at a glance; null when the customer does not run the I-9 or it is unknown. */
  i9: ApplicantI9Status | null;
  timeZone: string | null;
  now: Date;
}

const endOfDay = (ymd: string) => Date.parse(`${ymd}T23:59:59`);

function applicationTask(t: Translate, a: ApplicationProgress): HomeTask {
  const base = { key: 'application', title: t('online_application', 'Online application'), path: 'application', dueText: null, overdue: false, dueAt: null };
  const section = t(a.resume.titleKey, a.resume.title);
  if (a.status === 'COMPLETE') {
    return { ...base, state: 'done', detail: t('home_application_done', 'Submitted. We will be in touch about next steps.'), action: t('home_view_application', 'View your application') };
  }
  if (a.status === 'SIGNUP') {
    return { ...base, state: 'todo', detail: t('home_application_start', 'Start with {{section}}', { section }), action: t('home_start_application', 'Start your application') };
  }
  return {
    ...base,
    state: 'in_progress',
    detail: t('home_application_step', 'Step {{step}} of {{total}}: {{section}}', { step: a.step, total: a.steps, section }),
    action: t('home_continue_application', 'Continue your application'),
  };
}

const documentName = (r: SignatureRequest) => r.package_name ?? r.templates.filter((tpl) => !tpl.hide_from_applicant).map((tpl) => tpl.name).join(', ');

function documentTasks(t: Translate, docs: NonNullable<HomeInputs['documents']>, timeZone: string | null, now: Date): HomeTask[] {
  const open = docs.todo.map((r): HomeTask => {
    const dueAt = r.expiration_date ? Date.parse(r.expiration_date) : null;
    const name = documentName(r) || t('documents', 'Documents');
    return {
      key: `sig-${r.sig_request_id}`,
      title: t('sign_documents_task', 'Sign {{name}}', { name }),
      detail: null,
      state: r.status === 'SENT' ? 'todo' : 'in_progress',
      dueText: formatInTimeZone(r.expiration_date, timeZone) || null,
      overdue: dueAt !== null && dueAt < now.getTime(),
      dueAt,
      path: `documents/${r.sig_request_id}`,
      action: t('sign_documents_task', 'Sign {{name}}', { name }),
    };
  });
  // Signed requests are done: no due date, whatever their expiration was.
  const done = docs.signed.map((r): HomeTask => {
    const name = documentName(r) || t('documents', 'Documents');
    return {
      key: `sig-${r.sig_request_id}`,
      title: t('signed_documents_task', 'Signed {{name}}', { name }),
      detail: r.complete_date ? null : t('home_document_processing', 'Signed. Your copy is being prepared.'),
      state: 'done',
      dueText: null,
      overdue: false,
      dueAt: null,
      path: 'documents',
      action: t('home_view_documents', 'View your documents'),
    };
  });
  return [...open, ...done];
}

function i9Task(t: Translate, i9: ApplicantI9Status, now: Date): HomeTask {
  const dueAt = i9.section1_due ? endOfDay(i9.section1_due) : null;
  const base = {
    key: 'i9',
    title: t('home_i9_title', 'Form I-9, Section 1'),
    path: 'i9/section1',
    dueText: i9.section1_due ? formatDate(i9.section1_due) : null,
    dueAt,
    overdue: false,
  };
  switch (i9.section1) {
    case 'signed':
      return { ...base, dueText: null, dueAt: null, state: 'done', detail: t('home_i9_signed', 'Signed. Your employer completes Section 2.'), action: t('home_i9_view', 'View your Form I-9') };
    case 'correction_pending':
      return { ...base, state: 'todo', dueText: null, dueAt: null, detail: t('home_i9_correction', 'A correction waits for your signature.'), action: t('home_i9_sign_correction', 'Sign your Form I-9 correction') };
    case 'draft':
      return { ...base, state: 'in_progress', overdue: dueAt !== null && dueAt < now.getTime(), detail: null, action: t('home_i9_continue', 'Continue Form I-9, Section 1') };
    case 'not_started':
      return { ...base, state: 'todo', overdue: dueAt !== null && dueAt < now.getTime(), detail: null, action: t('home_i9_start', 'Complete Form I-9, Section 1') };
  }
}

/** Open tasks first by urgency: overdue, then by due date, then the rest in their order (application, I-9, documents). */
function byUrgency(tasks: HomeTask[]): HomeTask[] {
  return tasks
    .map((task, index) => ({ task, index }))
    .sort((a, b) => Number(b.task.overdue) - Number(a.task.overdue) || (a.task.dueAt ?? Infinity) - (b.task.dueAt ?? Infinity) || a.index - b.index)
    .map(({ task }) => task);
}

/** Everything Home shows: the open tasks (most urgent first, the first is the primary action) and the done ones. */
export function homeTasks(t: Translate, input: HomeInputs): { open: HomeTask[]; done: HomeTask[] } {
  const all = [
    ...(input.application ? [applicationTask(t, input.application)] : []),
    ...(input.i9 ? [i9Task(t, input.i9, input.now)] : []),
    ...(input.documents ? documentTasks(t, input.documents, input.timeZone, input.now) : []),
  ];
  return { open: byUrgency(all.filter((task) => task.state !== 'done')), done: all.filter((task) => task.state === 'done') };
}
