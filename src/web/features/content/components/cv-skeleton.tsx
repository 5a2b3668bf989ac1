import { Skeleton } from '@web/components/ui/skeleton';

/** The CV's shape while it loads: the summary card and three sections of lines. */
export function CvSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-12 md:grid-cols-12 md:gap-10">
      <div className="space-y-4 rounded-2xl border border-border p-6 md:col-span-4">
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-48" />
      </div>
      <div className="space-y-12 md:col-span-8">
        {[0, 1, 2].map((block) => (
          <div key={block} className="space-y-4">
            <Skeleton className="h-7 w-56" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-4/5" />
          </div>
        ))}
      </div>
    </div>
  );
}
