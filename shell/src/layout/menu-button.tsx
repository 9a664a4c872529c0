import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { Menu } from 'lucide-react';
import { Button } from '@silkway/ui';

/** The menu button of narrow screens (props pass through, so a Radix trigger can drive it). */
export function MenuButton(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="text-white hover:bg-white/10 md:hidden!"
      aria-label={t('nav.openMenu')}
      {...props}
    >
      <Menu className="size-6" strokeWidth={2} aria-hidden />
    </Button>
  );
}
