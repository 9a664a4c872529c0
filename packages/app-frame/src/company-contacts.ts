/**
 * How visitors reach the company: the one place for its phone numbers, e-mails and messenger
 * accounts (the shell's floating links, the contact and about pages all read it). Office names and
 * addresses are texts in the `public` dictionary.
 */
export const offices = [
  { key: 'dushanbe', phone: '+992 37 221 45 45', email: 'dushanbe@silkway.tj' },
  { key: 'guangzhou', phone: '+86 20 8356 7788', email: 'guangzhou@silkway.cn' },
] as const;

/** WhatsApp answers on the Dushanbe office's number, the one the contact page gives. */
const whatsappPhone = offices[0].phone;

export const messengerAccounts = {
  telegram: 'https://t.me/silkway_logistics',
  whatsapp: `https://wa.me/${whatsappPhone.replace(/\D/g, '')}`,
  instagram: 'https://www.instagram.com/silkway.logistics',
} as const;

/** `tel:` link target: the number without spaces. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}
