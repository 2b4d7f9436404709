import type { Locale } from '@shop/contract/locale';
import type { ReminderKind } from '@shop/contract/reminder-rules';

export interface ReminderWords {
  subject: string;
  heading: string;
  lead: string;
  button: string;
  /** The name a WhatsApp template greets with. */
  greetingName: string;
  replyStop: string;
  stop: string;
  whyMail: string;
}

interface Facts {
  /** The customer's first name, when known. */
  name: string | null;
  /** What the reminder names: "Product × 2, …". */
  list: string;
  couponCode: string | null;
}

/** A reminder's words in the customer's language. */
export function reminderWords(locale: Locale, kind: ReminderKind, { name, list, couponCode }: Facts): ReminderWords {
  if (locale === 'hi') {
    const who = name ?? 'दोस्त';
    const common = { greetingName: who, replyStop: 'ये मैसेज रोकने के लिए STOP लिखकर भेजें।', stop: 'रोकें', whyMail: 'आपको ये रिमाइंडर इसलिए मिलते हैं क्योंकि आपने इन्हें चुना था। एक टैप में रोकें:' };
    return kind === 'refill'
      ? { ...common, subject: 'लिटर खत्म होने वाला है?', heading: `${who}, फिर से मँगाने का समय?`, lead: `हमारे हिसाब से आपका लिटर कुछ दिनों में खत्म हो जाएगा। ${list} एक टैप में फिर से मँगाएँ।`, button: 'अभी फिर से मँगाएँ' }
      : {
          ...common,
          subject: 'आपका बैग इंतज़ार कर रहा है',
          heading: `${who}, आप कुछ भूल गए`,
          lead: `आपके बैग में अभी भी ${list} है।${couponCode ? ` इस ऑर्डर पर ऑफ़र के लिए चेकआउट पर ${couponCode} लगाएँ।` : ''}`,
          button: 'अपना ऑर्डर पूरा करें',
        };
  }
  const who = name ?? 'there';
  const common = { greetingName: who, replyStop: 'Reply STOP to stop these messages.', stop: 'Stop', whyMail: 'You get these reminders because you asked for them. Stop them in one tap:' };
  return kind === 'refill'
    ? { ...common, subject: 'Running low on litter?', heading: `Time to restock, ${who}?`, lead: `By our count your litter runs out in a few days. Reorder ${list} in one tap.`, button: 'Reorder now' }
    : {
        ...common,
        subject: 'Your bag is waiting',
        heading: `You left something behind, ${who}`,
        lead: `Your bag still holds ${list}.${couponCode ? ` Use ${couponCode} at checkout for an offer on this order.` : ''}`,
        button: 'Complete your order',
      };
}
