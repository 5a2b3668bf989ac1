import { taskListSchema } from '@contracts/tasks';
import { useQuery } from '@tanstack/react-query';
import { ListTodo } from 'lucide-react';
import { apiGet } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';
import { useDayWords } from './overview-agenda';
import { CardEmpty, CardSkeleton, ItemList, OverviewCard, Tag } from './overview-card';
import { formatCount, relativeDay } from './overview-format';
import { overviewLinks as links } from './overview-links';

/** The CRM's open tasks overdue or due today (GET /api/admin/tasks?scope=due), refreshed every minute. */
const dueTasksQuery = {
  queryKey: ['admin', 'leads', 'tasks', 'due'] as const,
  queryFn: () => apiGet(taskListSchema, '/api/admin/tasks?scope=due&limit=50'),
  staleTime: 30_000,
  refetchInterval: 60_000,
};

const OVERVIEW_TASKS = 6;

/** Overdue tasks and those due today, each linking to its contact (ADR 048). */
export function TasksCard() {
  const { t, lang } = useI18n();
  const words = useDayWords();
  const query = useQuery(dueTasksQuery);
  const data = query.data;
  const k = 'admin.tasks.overview';
  return (
    <OverviewCard id="tasks" title={t(`${k}.title`)} icon={ListTodo} to={links.leads} busy={!data}>
      {query.isError && !data ? (
        <p role="alert" className="text-sm text-destructive">
          {t(`${k}.error`)}
        </p>
      ) : !data ? (
        <CardSkeleton />
      ) : data.overdue + data.dueToday === 0 ? (
        <CardEmpty
          icon={ListTodo}
          title={t(`${k}.empty`)}
          hint={t(`${k}.emptyHint`, { count: data.upcoming })}
          action={{ label: t(`${k}.emptyAction`), to: links.leads }}
        />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-2" aria-label={t(`${k}.statsLabel`)}>
            {(
              [
                ['overdue', data.overdue, 'border-destructive/40 bg-destructive/10 text-destructive'],
                [
                  'dueToday',
                  data.dueToday,
                  'border-amber-500/40 bg-amber-500/10 text-amber-900 dark:text-amber-200',
                ],
              ] as const
            ).map(([key, value, tone]) => (
              <div
                key={key}
                className={cn(
                  'flex flex-col-reverse gap-1 rounded-lg border border-border px-2.5 py-2',
                  value > 0 && tone,
                )}
              >
                <dt className="text-xs leading-snug opacity-80">{t(`${k}.${key}`)}</dt>
                <dd className="font-display text-2xl leading-none tabular-nums" data-testid={`tasks-${key}`}>
                  {formatCount(value, lang)}
                </dd>
              </div>
            ))}
          </dl>
          <ItemList
            label={t(`${k}.listLabel`)}
            items={data.tasks.slice(0, OVERVIEW_TASKS).map((task) => ({
              key: task.id,
              to: links.contact(task.leadId),
              lead:
                task.dueTime && task.state === 'today'
                  ? task.dueTime
                  : relativeDay(task.dueDate, data.today, words, lang),
              title: task.title,
              detail: task.leadName ?? task.leadEmail,
              trail: (
                <Tag tone={task.state === 'overdue' ? 'danger' : 'warning'}>
                  {t(`admin.tasks.states.${task.state === 'overdue' ? 'overdue' : 'today'}`)}
                </Tag>
              ),
            }))}
          />
          {data.overdue + data.dueToday > OVERVIEW_TASKS ? (
            <p className="text-xs text-muted-foreground">
              {t(`${k}.more`, { count: data.overdue + data.dueToday - OVERVIEW_TASKS })}
            </p>
          ) : null}
        </>
      )}
    </OverviewCard>
  );
}
