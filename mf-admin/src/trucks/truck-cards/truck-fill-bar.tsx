import { truckFill } from '@silkway/contracts';

/** How full the truck is: current volume over capacity, the bar capped at 100 %, the percent with 1 decimal. */
export function TruckFillBar({
  currentVolume,
  capacity,
  label,
}: {
  currentVolume: number;
  capacity: number;
  label: string;
}) {
  const fill = truckFill(currentVolume, capacity);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2 text-xs text-neutral-600">
        <span>{label}</span>
        <span className="font-semibold tabular-nums text-neutral-900" data-testid="truck-fill">
          {fill.label}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={fill.barPercent}
        aria-valuetext={fill.label}
        className="h-2 overflow-hidden rounded-full bg-neutral-100"
      >
        <span
          className={`block h-full rounded-full ${fill.percent > 100 ? 'bg-danger' : 'bg-navy-500'}`}
          style={{ width: `${fill.barPercent}%` }}
        />
      </div>
    </div>
  );
}
