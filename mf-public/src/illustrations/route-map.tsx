import { useId } from 'react';

interface RouteMapProps {
  /** Accessible description of the map. */
  label: string;
  cities: { guangzhou: string; dushanbe: string; urumqi?: string };
  /** Draw the trade route between the offices (home page) or only the two office markers. */
  showRoute?: boolean;
}

/** Our own schematic map: Central Asia on the left, China on the right, the two offices marked. */
export function RouteMap({ label, cities, showRoute = true }: RouteMapProps) {
  const titleId = useId();
  return (
    <svg viewBox="0 0 600 340" role="img" aria-labelledby={titleId} className="h-auto w-full">
      <title id={titleId}>{label}</title>
      <rect width="600" height="340" rx="16" className="fill-navy-900" />
      <g className="fill-white/10 stroke-white/25" strokeWidth="1.5">
        {/* Central Asia */}
        <path d="M40 110 L120 80 L190 92 L215 140 L190 190 L130 205 L70 185 L45 150 Z" />
        {/* China */}
        <path d="M230 70 L330 45 L440 60 L520 95 L560 160 L540 230 L480 280 L400 290 L330 260 L260 220 L225 160 Z" />
      </g>
      {showRoute && (
        <path
          d="M487 262 C 440 200, 380 110, 300 110 S 180 150, 150 170"
          className="fill-none stroke-signal-400"
          strokeWidth="3"
          strokeDasharray="8 7"
          strokeLinecap="round"
        />
      )}
      {showRoute && cities.urumqi && (
        <g>
          <circle cx="300" cy="110" r="5" className="fill-white" />
          <text x="300" y="96" textAnchor="middle" className="fill-white/80 text-[16px]">
            {cities.urumqi}
          </text>
        </g>
      )}
      <OfficeMarker x={150} y={170} name={cities.dushanbe} labelBelow />
      <OfficeMarker x={487} y={262} name={cities.guangzhou} />
    </svg>
  );
}

function OfficeMarker({
  x,
  y,
  name,
  labelBelow = false,
}: {
  x: number;
  y: number;
  name: string;
  labelBelow?: boolean;
}) {
  return (
    <g>
      <circle cx={x} cy={y} r="14" className="fill-signal-500/30" />
      <circle cx={x} cy={y} r="7" className="fill-signal-500 stroke-white" strokeWidth="2" />
      <text
        x={x}
        y={labelBelow ? y + 36 : y - 24}
        textAnchor="middle"
        className="fill-white text-[20px] font-semibold"
      >
        {name}
      </text>
    </g>
  );
}
