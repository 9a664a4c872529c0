import { Button } from '@silkway/ui';
import { Flashlight, FlashlightOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { ChoiceSelect } from '../../admin-forms/index.js';
import { createBarcodeReader } from './barcode-reader.js';
import { useCamera } from './use-camera.js';

// A frame every this often is plenty for a hand holding a box, and leaves the phone's CPU cool.
const DETECT_EVERY_MS = 200;
// The same code read again within this time is the same box still in view.
const SAME_CODE_MS = 2500;

/** The viewfinder: reads codes off the camera and hands each new one to `onCode`. */
export function CameraView({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation('admin-scan');
  const video = useRef<HTMLVideoElement>(null);
  const camera = useCamera(video);
  const [decoderFailed, setDecoderFailed] = useState(false);
  const latest = useRef(onCode);
  latest.current = onCode;

  const cameraOn = camera.state.status === 'on';
  useEffect(() => {
    if (!cameraOn) return;
    let stopped = false;
    let timer = 0;
    let last = { code: '', at: 0 };
    createBarcodeReader().then(
      (reader) => {
        const look = async () => {
          if (stopped) return;
          const frame = video.current;
          if (frame && frame.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
            const [found] = await reader.detect(frame).catch(() => []);
            const now = Date.now();
            if (found && (found.rawValue !== last.code || now - last.at > SAME_CODE_MS)) {
              navigator.vibrate?.(60);
              latest.current(found.rawValue);
            }
            if (found) last = { code: found.rawValue, at: now };
          }
          if (!stopped) timer = window.setTimeout(look, DETECT_EVERY_MS);
        };
        void look();
      },
      () => setDecoderFailed(true),
    );
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [cameraOn]);

  const notice =
    camera.state.status === 'denied'
      ? t('camera.denied')
      : camera.state.status === 'absent'
        ? t('camera.none')
        : decoderFailed
          ? t('camera.decoderFailed')
          : null;

  return (
    <section aria-label={t('camera.label')} className="space-y-2">
      <div className="relative aspect-[4/3] overflow-hidden rounded-[var(--radius-card)] bg-navy-950">
        <video
          ref={video}
          muted
          playsInline
          aria-hidden
          className="size-full object-cover"
          data-camera={camera.state.status}
        />
        <div
          aria-hidden
          className="pointer-events-none absolute inset-[12%] rounded-[var(--radius-card)] border-2 border-white/80 shadow-[0_0_0_999px_rgba(8,18,37,0.35)]"
        />
        {camera.state.status === 'starting' && (
          <p className="absolute inset-x-0 bottom-3 text-center text-sm text-white">
            {t('camera.starting')}
          </p>
        )}
        {notice && (
          <p
            role="status"
            className="absolute inset-x-3 top-1/2 -translate-y-1/2 rounded-[var(--radius-control)] bg-white/95 p-3 text-center text-sm text-navy-900"
          >
            {notice}
          </p>
        )}
      </div>
      {cameraOn && (camera.torch.available || camera.lenses.length > 1) && (
        <div className="flex gap-2">
          {camera.torch.available && (
            <Button variant="secondary" size="sm" onClick={() => void camera.toggleTorch()}>
              {camera.torch.on ? (
                <FlashlightOff strokeWidth={2} aria-hidden />
              ) : (
                <Flashlight strokeWidth={2} aria-hidden />
              )}
              {camera.torch.on ? t('torch.off') : t('torch.on')}
            </Button>
          )}
          {camera.lenses.length > 1 && (
            <ChoiceSelect
              label={t('lens')}
              placeholder={t('lens')}
              value={camera.lens}
              options={camera.lenses.map((lens) => ({ value: lens.deviceId, text: lens.label }))}
              onChange={camera.chooseLens}
              className="h-9 min-w-0 flex-1"
            />
          )}
        </div>
      )}
    </section>
  );
}
