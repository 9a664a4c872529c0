import { useCallback, useEffect, useRef, useState } from 'react';

const LENS_KEY = 'silkway.scan.lens';

export type CameraState =
  { status: 'starting' } | { status: 'on' } | { status: 'denied' } | { status: 'absent' };

export interface Lens {
  deviceId: string;
  label: string;
}

interface TorchCapabilities extends MediaTrackCapabilities {
  torch?: boolean;
}

/**
 * The phone's camera on `video`: the back lens unless another was chosen on this device (phones with
 * several back lenses often pick a wide one that cannot focus on a label), remembered in
 * localStorage; a torch where the lens has one.
 */
export function useCamera(video: React.RefObject<HTMLVideoElement | null>) {
  const [state, setState] = useState<CameraState>({ status: 'starting' });
  const [lenses, setLenses] = useState<Lens[]>([]);
  const [lens, setLens] = useState<string>(() => localStorage.getItem(LENS_KEY) ?? '');
  const [torch, setTorch] = useState<{ available: boolean; on: boolean }>({
    available: false,
    on: false,
  });
  const stream = useRef<MediaStream | null>(null);

  useEffect(() => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState({ status: 'absent' });
      return;
    }
    let stopped = false;
    const video_ = video.current;
    setState({ status: 'starting' });
    navigator.mediaDevices
      .getUserMedia({
        audio: false,
        video: lens
          ? { deviceId: { exact: lens } }
          : { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } },
      })
      .then(async (opened) => {
        if (stopped) return opened.getTracks().forEach((track) => track.stop());
        stream.current = opened;
        if (video_) {
          video_.srcObject = opened;
          await video_.play().catch(() => undefined);
        }
        const [track] = opened.getVideoTracks();
        const capabilities = (track?.getCapabilities?.() ?? {}) as TorchCapabilities;
        setTorch({ available: capabilities.torch === true, on: false });
        const devices = await navigator.mediaDevices.enumerateDevices();
        setLenses(
          devices
            .filter((device) => device.kind === 'videoinput')
            .map((device, index) => ({
              deviceId: device.deviceId,
              label: device.label || `${index + 1}`,
            })),
        );
        setState({ status: 'on' });
      })
      .catch((error: unknown) => {
        if (stopped) return;
        const name = error instanceof DOMException ? error.name : '';
        setState({ status: name === 'NotAllowedError' ? 'denied' : 'absent' });
      });
    return () => {
      stopped = true;
      stream.current?.getTracks().forEach((track) => track.stop());
      stream.current = null;
    };
  }, [lens, video]);

  const chooseLens = useCallback((deviceId: string) => {
    localStorage.setItem(LENS_KEY, deviceId);
    setLens(deviceId);
  }, []);

  const toggleTorch = useCallback(async () => {
    const [track] = stream.current?.getVideoTracks() ?? [];
    if (!track) return;
    const on = !torch.on;
    await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
    setTorch({ available: true, on });
  }, [torch.on]);

  return { state, lenses, lens, chooseLens, torch, toggleTorch };
}
