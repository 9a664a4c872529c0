/** A whole quote request, as a client sends it from the site; `overrides` change its fields. */
export const sampleQuoteRequest = (overrides: Record<string, string> = {}) => ({
  name: 'Фарход Саидов',
  phone: '+992 90 123 45 67',
  email: 'farhod@pamir.tj',
  company: 'ООО «Памир Трейд»',
  serviceType: 'logistics',
  sourceCountry: 'Китай',
  destinationCountry: 'Таджикистан',
  description: 'Доставка 2 тонн плитки из Фошаня в Душанбе',
  ...overrides,
});
