import { DEFAULT_ITEM_DESTINATION } from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';

/**
 * An order's destination in the portal's language. Staff write it as "Country/City" in Russian
 * ("Таджикистан/Бохтар"); each place the `places` dictionary knows is translated, the city named
 * first as the default destination reads ("Bokhtar, Tajikistan"); unknown places stay as written.
 */
export function useDestinationText(): (destination: string | null | undefined) => string {
  const { t, i18n } = useTranslation('portal');
  return (destination) => {
    if (!destination || destination === DEFAULT_ITEM_DESTINATION)
      return t('order.defaultDestination');
    return destination
      .split('/')
      .map((place) => place.trim())
      .filter(Boolean)
      .map((place) => (i18n.exists(`portal:places.${place}`) ? t(`places.${place}`) : place))
      .reverse()
      .join(', ');
  };
}
