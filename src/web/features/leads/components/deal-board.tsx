import { dealStages, type Deal, type DealBoard as Board, type DealStage } from '@contracts/deals';
import { formatMoney } from '@contracts/money';
import { localeOf } from '@web/lib/format';
import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowRightLeft, CreditCard, GripVertical, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@web/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';
import { useDeleteDeal, useMoveDeal } from '../api/deals';
import { DealDialog } from './deal-dialog';
import { DealPaymentDialog } from './deal-payment-dialog';
import { formatDateTime, statusKey } from './format';

type Columns = Record<DealStage, string[]>;

const columnsOf = (board: Board): Columns =>
  Object.fromEntries(board.stages.map((s) => [s.stage, s.deals.map((d) => d.id)])) as Columns;

export const money = (amountMinor: number, lang: 'es' | 'en') =>
  formatMoney({ amountMinor, currency: 'MXN' }, localeOf(lang));

/** Where a dropped card lands: its stage and the cards above and below it in that column. */
function placement(columns: Columns, id: string) {
  for (const stage of dealStages) {
    const list = columns[stage];
    const index = list.indexOf(id);
    if (index >= 0) return { stage, afterId: list[index - 1] ?? null, beforeId: list[index + 1] ?? null };
  }
  return null;
}

function DealCard(props: {
  deal: Deal;
  /** The column the card shows in: after a move it runs ahead of the deal's stage until the board reloads. */
  stage: DealStage;
  onEdit: (deal: Deal) => void;
  onDelete: (deal: Deal) => void;
  onPayment: (deal: Deal) => void;
  onMove: (deal: Deal, from: DealStage, to: DealStage) => void;
  overlay?: boolean;
}) {
  const { t, lang } = useI18n();
  const d = props.deal;
  const sortable = useSortable({ id: d.id, data: { stage: d.stage }, disabled: props.overlay });
  const style = props.overlay
    ? undefined
    : { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition };
  return (
    <li
      ref={props.overlay ? undefined : sortable.setNodeRef}
      style={style}
      data-testid="deal-card"
      data-deal-id={d.id}
      className={cn(
        'list-none rounded-xl border border-border bg-card p-3 text-sm shadow-xs',
        sortable.isDragging && !props.overlay && 'opacity-40',
        props.overlay && 'shadow-lg ring-2 ring-ring',
      )}
    >
      <div className="flex items-start gap-1.5">
        <button
          type="button"
          ref={sortable.setActivatorNodeRef}
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={t('admin.leads.pipeline.card.drag', { title: d.title })}
          aria-describedby={sortable.attributes['aria-describedby']}
          className="-ml-1 flex size-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none active:cursor-grabbing"
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words">{d.title}</p>
          <p className="truncate text-xs text-muted-foreground">{d.contact.name ?? d.contact.email}</p>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="size-7 shrink-0"
              aria-label={t('admin.leads.pipeline.card.actions', { title: d.title })}
            >
              <MoreHorizontal aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>{t('admin.leads.pipeline.card.moveTo')}</DropdownMenuLabel>
            {dealStages
              .filter((s) => s !== props.stage)
              .map((s) => (
                <DropdownMenuItem key={s} onSelect={() => props.onMove(d, props.stage, s)}>
                  <ArrowRightLeft aria-hidden />
                  {t(statusKey(s))}
                </DropdownMenuItem>
              ))}
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => props.onEdit(d)}>
              <Pencil aria-hidden />
              {t('admin.leads.pipeline.card.edit')}
            </DropdownMenuItem>
            {d.stage === 'won' ? (
              <DropdownMenuItem onSelect={() => props.onPayment(d)}>
                <CreditCard aria-hidden />
                {t('admin.leads.pipeline.card.payment')}
              </DropdownMenuItem>
            ) : null}
            <DropdownMenuItem onSelect={() => props.onDelete(d)} className="text-destructive">
              <Trash2 aria-hidden />
              {t('admin.leads.pipeline.card.delete')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-2 gap-y-1 text-xs">
        <dt className="sr-only">{t('admin.leads.pipeline.card.value')}</dt>
        <dd className="font-medium tabular-nums">{money(d.valueMinor, lang)}</dd>
        {d.expectedCloseOn ? (
          <>
            <dt className="sr-only">{t('admin.leads.pipeline.card.closeOn')}</dt>
            <dd className="text-right text-muted-foreground">
              {formatDateTime(`${d.expectedCloseOn}T18:00:00Z`, lang, false)}
            </dd>
          </>
        ) : null}
        {d.serviceName || d.service ? (
          <>
            <dt className="sr-only">{t('admin.leads.pipeline.card.service')}</dt>
            <dd className="col-span-2 truncate text-muted-foreground">
              {d.serviceName ? d.serviceName[lang] || d.serviceName.es : d.service}
            </dd>
          </>
        ) : null}
        {d.payment ? (
          <>
            <dt className="sr-only">{t('admin.leads.pipeline.card.paid')}</dt>
            <dd className="col-span-2 text-muted-foreground">
              <CreditCard aria-hidden className="mr-1 inline size-3" />
              {t('admin.leads.pipeline.card.paidWith', {
                amount: formatMoney(d.payment, localeOf(lang)),
              })}
            </dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

function Column(props: {
  stage: DealStage;
  count: number;
  totalMinor: number;
  deals: Deal[];
  hidden: number;
  children: (deal: Deal) => React.ReactNode;
}) {
  const { t, lang } = useI18n();
  const { setNodeRef, isOver } = useDroppable({ id: props.stage });
  const headingId = `deal-column-${props.stage}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`deal-column-${props.stage}`}
      className={cn(
        'flex min-h-48 flex-col rounded-2xl border border-border bg-muted/40 p-2',
        isOver && 'border-ring',
      )}
    >
      <header className="flex items-baseline justify-between gap-2 px-1 pb-2">
        <h3 id={headingId} className="text-sm font-semibold">
          {t(statusKey(props.stage))}{' '}
          <span className="font-normal text-muted-foreground tabular-nums">({props.count})</span>
        </h3>
        <p className="text-xs text-muted-foreground tabular-nums" data-testid="deal-column-total">
          {money(props.totalMinor, lang)}
        </p>
      </header>
      <SortableContext items={props.deals.map((d) => d.id)} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className="flex flex-1 flex-col gap-2" aria-labelledby={headingId}>
          {props.deals.map((deal) => props.children(deal))}
          {props.deals.length === 0 ? (
            <li className="list-none rounded-xl border border-dashed border-border px-3 py-6 text-center text-xs text-muted-foreground">
              {t('admin.leads.pipeline.columnEmpty')}
            </li>
          ) : null}
        </ul>
      </SortableContext>
      {props.hidden > 0 ? (
        <p className="px-1 pt-2 text-xs text-muted-foreground">
          {t('admin.leads.pipeline.more', { count: props.hidden })}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The pipeline board (ADR 047): a column per stage with its count and total, cards that move by drag and drop
 * (pointer, or keyboard: space to pick up, arrows, space to drop, announced in the page's language) or by the
 * "Move to…" menu; the server places the card between its new neighbours and records the move.
 */
export function DealBoard(props: { board: Board; onChanged?: () => void }) {
  const { t, lang } = useI18n();
  const byId = useMemo(
    () => new Map(props.board.stages.flatMap((s) => s.deals.map((d) => [d.id, d] as const))),
    [props.board],
  );
  const [dragColumns, setDragColumns] = useState<Columns | null>(null);
  /*
   * A move shown ahead of the server: it holds while the board is still the one it was made on, and gives way to
   * the next board the server sends (which has the move, or not if it failed). Clearing it when the refetch
   * resolves instead could render the old board for a moment (the query's new data can arrive a render later),
   * moving the card back and forth: it would remount, closing a menu opened on it and dropping the focus.
   */
  const [pending, setPending] = useState<{ columns: Columns; board: Board } | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Deal | null>(null);
  const [deleting, setDeleting] = useState<Deal | null>(null);
  const [paying, setPaying] = useState<Deal | null>(null);
  const [status, setStatus] = useState('');
  const serverColumns = useMemo(() => columnsOf(props.board), [props.board]);
  const optimistic = pending && pending.board === props.board ? pending.columns : null;
  const columns = dragColumns ?? optimistic ?? serverColumns;

  const move = useMoveDeal({
    onSuccess: (deal) => {
      setStatus(t('admin.leads.pipeline.moved', { title: deal.title, stage: t(statusKey(deal.stage)) }));
    },
    onError: () => {
      setStatus(t('admin.leads.pipeline.moveError'));
      setPending(null);
    },
  });
  const remove = useDeleteDeal({
    onSuccess: (_, deal) => {
      setDeleting(null);
      setStatus(t('admin.leads.pipeline.deleted', { title: deal.title }));
    },
  });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const containerOf = (id: UniqueIdentifier, from: Columns): DealStage | null => {
    if ((dealStages as readonly UniqueIdentifier[]).includes(id)) return id as DealStage;
    return dealStages.find((s) => from[s].includes(String(id))) ?? null;
  };

  const titleOf = (id: UniqueIdentifier) => byId.get(String(id))?.title ?? '';
  const stageName = (id: UniqueIdentifier | undefined, cols: Columns) => {
    const stage = id === undefined ? null : containerOf(id, cols);
    return stage ? t(statusKey(stage)) : '';
  };
  const positionIn = (id: UniqueIdentifier, cols: Columns) => {
    const stage = containerOf(id, cols);
    if (!stage) return { index: 0, size: 0 };
    return { index: cols[stage].indexOf(String(id)) + 1, size: cols[stage].length };
  };
  const current = () => dragColumns ?? columns;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('admin.leads.pipeline.dnd.picked', {
        title: titleOf(active.id),
        stage: stageName(active.id, current()),
      }),
    onDragOver: ({ active, over }) =>
      over
        ? t('admin.leads.pipeline.dnd.over', {
            title: titleOf(active.id),
            stage: stageName(over.id, current()),
            ...positionIn(active.id, current()),
          })
        : t('admin.leads.pipeline.dnd.outside', { title: titleOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('admin.leads.pipeline.dnd.dropped', {
            title: titleOf(active.id),
            stage: stageName(over.id, current()),
          })
        : t('admin.leads.pipeline.dnd.cancelled', { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t('admin.leads.pipeline.dnd.cancelled', { title: titleOf(active.id) }),
  };

  const onDragStart = (event: DragStartEvent) => {
    setActiveId(String(event.active.id));
    setDragColumns(columns);
  };
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || !dragColumns) return;
    const from = containerOf(active.id, dragColumns);
    const to = containerOf(over.id, dragColumns);
    if (!from || !to || from === to) return;
    setDragColumns((cols) => {
      if (!cols) return cols;
      const source = cols[from].filter((id) => id !== active.id);
      const target = [...cols[to]];
      const overIndex = target.indexOf(String(over.id));
      target.splice(overIndex >= 0 ? overIndex : target.length, 0, String(active.id));
      return { ...cols, [from]: source, [to]: target };
    });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    let cols = dragColumns;
    setDragColumns(null);
    if (!over || !cols) return;
    const stage = containerOf(active.id, cols);
    const overStage = containerOf(over.id, cols);
    if (!stage || stage !== overStage) return;
    const list = cols[stage];
    const from = list.indexOf(String(active.id));
    const to = list.indexOf(String(over.id));
    if (to >= 0 && from !== to) cols = { ...cols, [stage]: arrayMove(list, from, to) };
    const place = placement(cols, String(active.id));
    const before = placement(serverColumns, String(active.id));
    if (
      !place ||
      (before &&
        before.stage === place.stage &&
        before.afterId === place.afterId &&
        before.beforeId === place.beforeId)
    )
      return;
    setPending({ columns: cols, board: props.board });
    move.mutate({ id: String(active.id), ...place });
  };

  const moveTo = (deal: Deal, from: DealStage, stage: DealStage) => {
    const cols = {
      ...columns,
      [from]: columns[from].filter((id) => id !== deal.id),
      [stage]: [...columns[stage], deal.id],
    };
    setPending({ columns: cols, board: props.board });
    move.mutate({ id: deal.id, stage, afterId: columns[stage].at(-1) ?? null, beforeId: null });
  };

  const active = activeId ? byId.get(activeId) : undefined;
  const cardProps = {
    onEdit: setEditing,
    onDelete: setDeleting,
    onPayment: setPaying,
    onMove: moveTo,
  };

  return (
    <>
      <p role="status" aria-live="polite" className="sr-only" data-testid="deal-board-status">
        {status}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          setActiveId(null);
          setDragColumns(null);
        }}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('admin.leads.pipeline.dnd.instructions') },
        }}
      >
        {/* contain: inline-size keeps the columns' width out of the page's: on a phone they scroll sideways. */}
        <div className="w-full overflow-x-auto pb-3 [contain:inline-size]">
          <div
            className="grid min-w-full auto-cols-[minmax(13.5rem,1fr)] grid-flow-col gap-3"
            data-testid="deal-board"
            role="group"
            aria-label={t('admin.leads.pipeline.boardLabel')}
          >
            {props.board.stages.map((s) => {
              const deals = columns[s.stage].flatMap((id) => {
                const deal = byId.get(id);
                return deal ? [deal] : [];
              });
              return (
                <Column
                  key={s.stage}
                  stage={s.stage}
                  count={s.count}
                  totalMinor={s.totalMinor}
                  deals={deals}
                  hidden={Math.max(0, s.count - s.deals.length)}
                >
                  {(deal) => <DealCard key={deal.id} deal={deal} stage={s.stage} {...cardProps} />}
                </Column>
              );
            })}
          </div>
        </div>
        <DragOverlay>
          {active ? <DealCard deal={active} stage={active.stage} overlay {...cardProps} /> : null}
        </DragOverlay>
      </DndContext>

      {editing ? (
        <DealDialog key={editing.id} open onOpenChange={(open) => !open && setEditing(null)} deal={editing} />
      ) : null}
      {paying ? <DealPaymentDialog deal={paying} onOpenChange={(open) => !open && setPaying(null)} /> : null}
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent
          title={t('admin.leads.pipeline.delete.title')}
          description={
            deleting
              ? t('admin.leads.pipeline.delete.description', {
                  title: deleting.title,
                  value: money(deleting.valueMinor, lang),
                })
              : undefined
          }
        >
          {remove.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {t('admin.leads.pipeline.delete.error')}
            </p>
          ) : null}
          <DialogActions>
            <Button type="button" variant="ghost" onClick={() => setDeleting(null)}>
              {t('admin.leads.pipeline.cancel')}
            </Button>
            <Button
              type="button"
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting)}
            >
              {t('admin.leads.pipeline.delete.confirm')}
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </>
  );
}
